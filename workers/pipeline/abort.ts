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

type SchedulerLike = { yield?: () => Promise<void> };

/**
 * Returns a function that, when more than `everyMs` has passed since it last yielded, lets queued
 * events run (cancel messages, clicks when on the main thread). pdf.js work in one thread can
 * otherwise chain promises for a whole document without ever reaching the event loop.
 */
export function createYielder(everyMs = 16): () => Promise<void> {
  let last = performance.now();
  return async () => {
    if (performance.now() - last < everyMs) return;
    const scheduler = (globalThis as { scheduler?: SchedulerLike }).scheduler;
    if (scheduler?.yield) await scheduler.yield();
    else await new Promise<void>((resolve) => setTimeout(resolve, 0));
    last = performance.now();
  };
}
