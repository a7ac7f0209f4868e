import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A task ran past the pool's time limit; its worker was killed. */
export class IngestTimeoutError extends Error {}
/** Every worker is busy and the queue is full. */
export class IngestBusyError extends Error {}

export interface IngestPoolOptions {
  /** Worker threads (each runs one task at a time). */
  size: number;
  /** A task running longer than this kills its worker. */
  timeoutMs: number;
  /** Tasks that may wait for a worker; more are refused at once. */
  maxQueue: number;
  /** Tests: a module (path or file URL) exporting `structure(rawText)`, used instead of the local structurer. */
  module?: string;
}

interface Job {
  id: number;
  rawText: string;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded its structurer (the time limit counts from the start of a task, not of a worker). */
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

/**
 * The worker script: ingest-worker.js beside the compiled relay (dist-relay/main.js, no TypeScript
 * loader), else worker.ts beside this module, started through tsx's loader API (tests, development:
 * Node 20 does not apply `--import tsx` to a worker's entry module, so the worker registers it itself).
 */
function workerSource(): { source: string; eval: boolean } {
  const here = fileURLToPath(import.meta.url);
  const dir = path.dirname(here);
  const compiled = path.join(dir, 'ingest-worker.js');
  if (existsSync(compiled)) return { source: compiled, eval: false };
  const ts = path.join(dir, 'worker.ts');
  if (!existsSync(ts)) throw new Error(`Ingest worker script not found next to ${here}`);
  const tsxDir = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const api = pathToFileURL(path.join(tsxDir, 'dist', 'esm', 'api', 'index.mjs')).href;
  const source = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(ts).href)}); });`;
  return { source, eval: true };
}

/** Runs the syllabus structurer in worker threads with a time limit per task (node:worker_threads). */
export class IngestPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private readonly script = workerSource();

  /** Workers start on the first ingests (a relay that never structures a syllabus runs none). */
  constructor(private readonly options: IngestPoolOptions) {}

  /** Structures rawText in a worker; rejects with IngestTimeoutError or IngestBusyError. */
  run(rawText: string): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('Ingest pool is closed'));
    return new Promise((resolve, reject) => {
      const job: Job = { id: this.nextId++, rawText, resolve, reject };
      const free = this.slots.find((s) => s.ready && !s.job);
      if (free) this.start(free, job);
      else if (this.slots.length < this.options.size) {
        this.queue.push(job);
        this.slots.push(this.spawn()); // takes the job when ready
      } else if (this.queue.length < this.options.maxQueue + this.slots.filter((s) => !s.ready).length)
        this.queue.push(job);
      else reject(new IngestBusyError('Every ingest worker is busy'));
    });
  }

  get busy(): number {
    return this.slots.filter((s) => s.job).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('Ingest pool is closed'));
    await Promise.all(
      this.slots.map(async (s) => {
        clearTimeout(s.timer);
        s.job?.reject(new Error('Ingest pool is closed'));
        s.job = undefined;
        await s.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const slot: Slot = { worker: this.newWorker(), ready: false };
    this.bind(slot);
    return slot;
  }

  private newWorker(): Worker {
    const worker = new Worker(this.script.source, {
      eval: this.script.eval,
      workerData: { module: this.options.module ? moduleUrl(this.options.module) : undefined },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    worker.unref();
    return worker;
  }

  private bind(slot: Slot) {
    const worker = slot.worker;
    worker.on('message', (msg: { id: number; ok: boolean; value?: unknown; error?: string }) => {
      if (slot.worker !== worker) return;
      if (msg.id === 0) {
        slot.ready = true;
        this.next(slot);
        return;
      }
      const job = slot.job;
      if (slot.worker !== worker || !job || job.id !== msg.id) return;
      this.finish(slot);
      if (msg.ok) job.resolve(msg.value);
      else job.reject(new Error(msg.error ?? 'Structurer failed'));
    });
    const died = (err: Error) => {
      if (slot.worker !== worker || this.closed) return;
      const job = slot.job;
      this.finish(slot, true);
      job?.reject(err);
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`Ingest worker exited (${code})`)));
  }

  private start(slot: Slot, job: Job) {
    slot.job = job;
    slot.timer = setTimeout(() => {
      const timedOut = slot.job;
      if (!timedOut) return;
      this.finish(slot, true);
      timedOut.reject(new IngestTimeoutError(`Structuring took longer than ${this.options.timeoutMs} ms`));
    }, this.options.timeoutMs);
    slot.worker.postMessage({ id: job.id, rawText: job.rawText });
  }

  /** Frees a slot (replacing its worker when it ran too long or died) and starts the next queued job. */
  private finish(slot: Slot, kill = false) {
    clearTimeout(slot.timer);
    slot.timer = undefined;
    slot.job = undefined;
    if (kill && !this.closed) {
      const old = slot.worker;
      slot.worker = this.newWorker();
      slot.ready = false;
      this.bind(slot);
      void old.terminate();
    }
    this.next(slot);
  }

  private next(slot: Slot) {
    if (this.closed || !slot.ready || slot.job) return;
    const job = this.queue.shift();
    if (job) this.start(slot, job);
  }
}

function moduleUrl(module: string): string {
  return module.startsWith('file:') ? module : pathToFileURL(path.resolve(module)).href;
}
