import { PipelineError } from './errors';

/**
 * Settles with `work`, or rejects with CANCELLED as soon as `signal` aborts (running `onAbort`
 * first, e.g. terminating a tesseract worker whose job would otherwise never settle).
 */
export function raceAbort<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  stage: string,
  onAbort?: () => unknown,
): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    void Promise.resolve()
      .then(onAbort)
      .catch(() => {});
    work.catch(() => {});
    return Promise.reject(new PipelineError('CANCELLED', undefined, { stage }));
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      void Promise.resolve()
        .then(onAbort)
        .catch(() => {});
      reject(new PipelineError('CANCELLED', undefined, { stage }));
    };
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (v) => {
        signal.removeEventListener('abort', abort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', abort);
        reject(e);
      },
    );
  });
}
