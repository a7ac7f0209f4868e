/**
 * What the syllabus worker exposes over Comlink (workers/syllabus.worker.ts). Kept apart from the
 * worker entry so it can be driven over a MessageChannel in Node tests.
 */
import type { BrowserEnvOptions } from './env/browser';
import { PipelineError, type SerializedPipelineError, serializeError } from './errors';
import { runPipeline } from './run';
import { disposeOcr, getOcrEngine } from './stages/ocr';
import type { PipelineEnv, PipelineInput, PipelineResult, ProgressFn, SemesterOverride } from './types';

/** Errors cross the boundary as data: Comlink would drop their code. */
export type WorkerOutcome =
  | { ok: true; result: PipelineResult }
  | { ok: false; error: SerializedPipelineError };

/** Builds the API; `makeEnv` turns init's options into an environment (the browser one in the worker). */
export function createWorkerApi(makeEnv: (options: BrowserEnvOptions) => PipelineEnv) {
  let env: PipelineEnv | undefined;
  const jobs = new Map<string, AbortController>();

  return {
    /** Sets where the OCR and pdf.js files live. Resolves true once the worker is ready. */
    init(options: BrowserEnvOptions = {}): true {
      env = makeEnv(options);
      return true;
    },

    ping(): 'pong' {
      return 'pong';
    },

    /** Runs one job; progress arrives through `onProgress` (a Comlink.proxy). Never rejects. */
    async run(
      jobId: string,
      input: PipelineInput,
      options: { semester?: SemesterOverride } = {},
      onProgress?: ProgressFn,
    ): Promise<WorkerOutcome> {
      if (!env) return { ok: false, error: new PipelineError('WORKER_NOT_INITIALIZED').toJSON() };
      const controller = new AbortController();
      jobs.set(jobId, controller);
      try {
        const result = await runPipeline(input, {
          env,
          signal: controller.signal,
          ...(options.semester ? { semester: options.semester } : {}),
          ...(onProgress ? { onProgress: (s, f, m) => void onProgress(s, f, m) } : {}),
        });
        return { ok: true, result };
      } catch (e) {
        return { ok: false, error: serializeError(e) };
      } finally {
        jobs.delete(jobId);
      }
    },

    /** Aborts a running job (its pdf.js document is destroyed, its OCR worker terminated). */
    cancel(jobId: string): boolean {
      const job = jobs.get(jobId);
      job?.abort();
      return job !== undefined;
    },

    /** Starts the OCR worker ahead of the first photo (about 0.3 s plus 3 MB of files). */
    async warmOcr(): Promise<void> {
      if (env) await getOcrEngine(env).warm();
    },

    async dispose(): Promise<void> {
      for (const job of jobs.values()) job.abort();
      if (env) await disposeOcr(env);
    },
  };
}

export type SyllabusWorkerApi = ReturnType<typeof createWorkerApi>;
