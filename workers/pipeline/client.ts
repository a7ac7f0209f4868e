/**
 * The main-thread face of the pipeline. With useWorker, jobs run in the Comlink module worker; if the
 * worker cannot start or dies, the same stages run on the main thread and the result has the same
 * shape. `onFallback` is told why (its message is the catalogue's 'Worker initialization failed: ...').
 */
import * as Comlink from 'comlink';
import type { SyllabusWorkerApi } from './workerApi';
import type { BrowserEnvOptions } from './env/browser';
import { describeError, PipelineError } from './errors';
import type { PipelineEnv, PipelineInput, PipelineResult, ProgressFn, SemesterOverride } from './types';

export interface JobOptions {
  onProgress?: ProgressFn;
  signal?: AbortSignal;
  semester?: SemesterOverride;
}

export interface SyllabusPipelineOptions {
  /** The feature flag: false runs every job on the main thread. */
  useWorker: boolean;
  /** Asset locations (OCR files, pdf.js assets); see env/browser.ts for the files. */
  assets?: BrowserEnvOptions;
  /** How to start the worker (tests inject one); default: the bundled module worker. */
  createWorker?: () => Worker;
  /** How long the worker may take to answer init before the main thread takes over. */
  initTimeoutMs?: number;
  onFallback?: (error: PipelineError) => void;
  /** The environment for main-thread runs (default: the browser one built from `assets`). */
  mainEnv?: PipelineEnv;
}

export interface SyllabusPipeline {
  run(input: PipelineInput, options?: JobOptions): Promise<PipelineResult>;
  /** Where the next job will run. */
  readonly mode: 'worker' | 'main';
  /** Starts the OCR worker early (e.g. when the upload page opens). */
  warmOcr(): Promise<void>;
  dispose(): Promise<void>;
}

const defaultWorker = () => new Worker(new URL('../syllabus.worker.ts', import.meta.url), { type: 'module' });

let jobCounter = 0;
const newJobId = () => `job-${Date.now().toString(36)}-${(jobCounter++).toString(36)}`;

/** Rejects when the worker reports an error event (failed load, uncaught crash). */
function crashed(worker: Worker): { promise: Promise<never>; off: () => void } {
  let off = () => {};
  const promise = new Promise<never>((_, reject) => {
    const onError = (ev: Event) => {
      const detail = (ev as { message?: unknown }).message;
      const msg = typeof detail === 'string' && detail ? detail : 'the worker failed to load or crashed';
      reject(new PipelineError('WORKER_INIT_FAILED', msg));
    };
    worker.addEventListener('error', onError);
    worker.addEventListener('messageerror', onError);
    off = () => {
      worker.removeEventListener('error', onError);
      worker.removeEventListener('messageerror', onError);
    };
  });
  promise.catch(() => {});
  return { promise, off };
}

export function createSyllabusPipeline(options: SyllabusPipelineOptions): SyllabusPipeline {
  let mode: 'worker' | 'main' = options.useWorker ? 'worker' : 'main';
  let disposed = false;
  let worker: Worker | undefined;
  let remote: Comlink.Remote<SyllabusWorkerApi> | undefined;
  let ready: Promise<Comlink.Remote<SyllabusWorkerApi>> | undefined;
  let mainEnv: PipelineEnv | undefined = options.mainEnv;

  const fallBack = (e: unknown) => {
    const err =
      e instanceof PipelineError && e.code === 'WORKER_INIT_FAILED'
        ? e
        : new PipelineError('WORKER_INIT_FAILED', describeError(e));
    mode = 'main';
    remote?.[Comlink.releaseProxy]();
    worker?.terminate();
    worker = undefined;
    remote = undefined;
    ready = undefined;
    options.onFallback?.(err);
  };

  const startWorker = (): Promise<Comlink.Remote<SyllabusWorkerApi>> => {
    if (ready) return ready;
    ready = (async () => {
      try {
        worker = (options.createWorker ?? defaultWorker)();
      } catch (e) {
        throw new PipelineError('WORKER_INIT_FAILED', describeError(e));
      }
      const w = worker;
      const r = Comlink.wrap<SyllabusWorkerApi>(w);
      remote = r;
      const crash = crashed(w);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new PipelineError('WORKER_INIT_FAILED', 'the worker did not answer')),
          options.initTimeoutMs ?? 10_000,
        );
      });
      try {
        await Promise.race([r.init(options.assets ?? {}), crash.promise, timeout]);
      } finally {
        clearTimeout(timer);
        crash.off();
      }
      return r;
    })();
    return ready;
  };

  const runOnMain = async (input: PipelineInput, job: JobOptions): Promise<PipelineResult> => {
    const [{ runPipeline }, { createBrowserEnv }] = await Promise.all([
      import('./run'),
      import('./env/browser'),
    ]);
    mainEnv ??= createBrowserEnv(options.assets ?? {});
    return runPipeline(input, { env: mainEnv, ...job });
  };

  const runInWorker = async (input: PipelineInput, job: JobOptions): Promise<PipelineResult> => {
    const r = await startWorker();
    const w = worker;
    if (!w) throw new PipelineError('WORKER_NOT_INITIALIZED');
    const jobId = newJobId();
    const cancel = () => void r.cancel(jobId).catch(() => {});
    job.signal?.addEventListener('abort', cancel, { once: true });
    const crash = crashed(w);
    try {
      const progress = job.onProgress ? Comlink.proxy(job.onProgress) : undefined;
      const outcome = await Promise.race([
        r.run(jobId, input, job.semester ? { semester: job.semester } : {}, progress),
        crash.promise,
      ]);
      if (!outcome.ok) throw PipelineError.fromJSON(outcome.error);
      return outcome.result;
    } finally {
      crash.off();
      job.signal?.removeEventListener('abort', cancel);
    }
  };

  return {
    get mode() {
      return mode;
    },

    async run(input, job = {}) {
      if (disposed) throw new PipelineError('WORKER_NOT_INITIALIZED');
      if (mode === 'main') return runOnMain(input, job);
      try {
        return await runInWorker(input, job);
      } catch (e) {
        if (!(e instanceof PipelineError) || e.code !== 'WORKER_INIT_FAILED') throw e;
        fallBack(e);
        if (job.signal?.aborted) throw new PipelineError('CANCELLED');
        return runOnMain(input, job);
      }
    },

    async warmOcr() {
      if (mode === 'worker') {
        try {
          await (await startWorker()).warmOcr();
          return;
        } catch (e) {
          if (!(e instanceof PipelineError) || e.code !== 'WORKER_INIT_FAILED') throw e;
          fallBack(e);
        }
      }
      const [{ getOcrEngine }, { createBrowserEnv }] = await Promise.all([
        import('./stages/ocr'),
        import('./env/browser'),
      ]);
      mainEnv ??= createBrowserEnv(options.assets ?? {});
      await getOcrEngine(mainEnv).warm();
    },

    async dispose() {
      disposed = true;
      await remote?.dispose().catch(() => {});
      remote?.[Comlink.releaseProxy]();
      worker?.terminate();
      if (mainEnv) {
        const { disposeOcr } = await import('./stages/ocr');
        await disposeOcr(mainEnv);
      }
    },
  };
}
