/**
 * The syllabus pipeline as a Comlink module worker. Create it with
 *   new Worker(new URL('./syllabus.worker.ts', import.meta.url), { type: 'module' })
 * (workers/pipeline/client.ts does), call init() once, then run() jobs; cancel(jobId) aborts one.
 * The API is in pipeline/workerApi.ts.
 */
import * as Comlink from 'comlink';
import { createBrowserEnv } from './pipeline/env/browser';
import { createWorkerApi } from './pipeline/workerApi';

export type { SyllabusWorkerApi, WorkerOutcome } from './pipeline/workerApi';

Comlink.expose(createWorkerApi(createBrowserEnv));
