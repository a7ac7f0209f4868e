import * as Comlink from 'comlink';
import { describe, expect, it, vi } from 'vitest';
import { createSyllabusPipeline } from './client';
import { createNodeEnv } from './env/node';
import { buildPdf, textPages } from './testing/minipdf';
import { fixture } from './testing/fixtures';
import type { PipelineInput, StageName } from './types';
import { createWorkerApi } from './workerApi';

vi.mock('./structurer', async () => (await import('./testing/fixtures')).fakeStructurer);

const env = createNodeEnv();

/** A stand-in for the module worker: the real worker API behind a MessageChannel, in this thread. */
function fakeWorker(): Worker & { crash(message: string): void } {
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(
    createWorkerApi(() => env),
    port2,
  );
  return Object.assign(port1, {
    terminate: () => {
      port1.close();
      port2.close();
    },
    crash: (message: string) => port1.dispatchEvent(Object.assign(new Event('error'), { message })),
  }) as unknown as Worker & { crash(message: string): void };
}

const pdfInput = async (): Promise<PipelineInput> => ({
  bytes: await fixture('text-10pages.pdf'),
  name: 'text-10pages.pdf',
  type: 'application/pdf',
});

describe('createSyllabusPipeline', () => {
  it('runs on the main thread when the flag is off', async () => {
    const p = createSyllabusPipeline({ useWorker: false, mainEnv: env });
    expect(p.mode).toBe('main');
    const out = await p.run(await pdfInput());
    expect(out.extraction?.totalPages).toBe(10);
    await p.dispose();
  });

  it('runs in the worker with progress, and gives the same result shape as the main thread', async () => {
    const w = fakeWorker();
    const p = createSyllabusPipeline({ useWorker: true, createWorker: () => w, mainEnv: env });
    const stages = new Set<StageName>();
    const out = await p.run(await pdfInput(), { onProgress: (s) => stages.add(s) });
    expect(p.mode).toBe('worker');
    await vi.waitFor(() => expect([...stages]).toEqual(['load', 'extractText', 'parse', 'normalize']));
    const main = await createSyllabusPipeline({ useWorker: false, mainEnv: env }).run(await pdfInput());
    expect(Object.keys(out).sort()).toEqual(Object.keys(main).sort());
    expect(out.syllabus).toEqual(main.syllabus);
    expect(out.lines).toEqual(main.lines);
    await p.dispose();
  });

  it('errors keep their code and catalogue text across the worker boundary', async () => {
    const p = createSyllabusPipeline({ useWorker: true, createWorker: fakeWorker, mainEnv: env });
    const bytes = await fixture('encrypted.pdf');
    await expect(p.run({ bytes, name: 'encrypted.pdf', type: 'application/pdf' })).rejects.toMatchObject({
      code: 'PDF_FAILED',
      message: 'Failed to extract text from PDF: the PDF is password-protected',
    });
    await expect(p.run({ bytes: new Uint8Array(), name: 'empty.pdf' })).rejects.toMatchObject({
      message: 'Please select a file',
    });
    await p.dispose();
  });

  it('cancel reaches the job in the worker', async () => {
    const p = createSyllabusPipeline({ useWorker: true, createWorker: fakeWorker, mainEnv: env });
    const lines = Array.from({ length: 40 }, (_, i) => `Line ${i}: Restatement (Second) of Torts s 402A`);
    const bytes = buildPdf(textPages(Array.from({ length: 200 }, () => lines)));
    const c = new AbortController();
    const run = p.run(
      { bytes, name: 'big.pdf', type: 'application/pdf' },
      { signal: c.signal, onProgress: (s, f) => s === 'extractText' && f > 0.03 && c.abort() },
    );
    await expect(run).rejects.toMatchObject({ code: 'CANCELLED' });
    await p.dispose();
  });

  it('falls back to the main thread when the worker cannot start', async () => {
    const onFallback = vi.fn();
    const p = createSyllabusPipeline({
      useWorker: true,
      mainEnv: env,
      onFallback,
      createWorker: () => {
        throw new Error('Workers are disabled');
      },
    });
    const out = await p.run(await pdfInput());
    expect(out.extraction?.totalPages).toBe(10);
    expect(p.mode).toBe('main');
    expect(onFallback.mock.calls[0]?.[0].message).toBe('Worker initialization failed: Workers are disabled');
  });

  it('falls back when the worker fails to load (error event) or does not answer', async () => {
    const onFallback = vi.fn();
    const broken = Object.assign(new EventTarget(), {
      postMessage: () => {},
      terminate: () => {},
    }) as unknown as Worker;
    const fail = () =>
      broken.dispatchEvent(Object.assign(new Event('error'), { message: '404 syllabus.worker.js' }));
    const p = createSyllabusPipeline({
      useWorker: true,
      mainEnv: env,
      onFallback,
      createWorker: () => {
        setTimeout(fail, 5);
        return broken;
      },
    });
    expect((await p.run(await pdfInput())).source).toBe('local');
    expect(onFallback.mock.calls[0]?.[0].message).toBe(
      'Worker initialization failed: 404 syllabus.worker.js',
    );

    const silent = Object.assign(new EventTarget(), {
      postMessage: () => {},
      terminate: () => {},
    }) as unknown as Worker;
    const q = createSyllabusPipeline({
      useWorker: true,
      mainEnv: env,
      onFallback,
      initTimeoutMs: 50,
      createWorker: () => silent,
    });
    expect((await q.run(await pdfInput())).source).toBe('local');
    expect(onFallback.mock.calls[1]?.[0].message).toBe(
      'Worker initialization failed: the worker did not answer',
    );
  });

  it('a worker crash during a job reruns it on the main thread', async () => {
    const w = fakeWorker();
    const onFallback = vi.fn();
    const p = createSyllabusPipeline({ useWorker: true, createWorker: () => w, mainEnv: env, onFallback });
    let crashed = false;
    const out = await p.run(await pdfInput(), {
      onProgress: (s) => {
        if (s === 'extractText' && !crashed) {
          crashed = true;
          w.crash('out of memory');
        }
      },
    });
    expect(out.extraction?.totalPages).toBe(10);
    expect(p.mode).toBe('main');
    expect(onFallback.mock.calls[0]?.[0].message).toBe('Worker initialization failed: out of memory');
  });

  it('"Worker not initialized" before init and after dispose', async () => {
    const api = createWorkerApi(() => env);
    const outcome = await api.run('j1', await pdfInput());
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: 'WORKER_NOT_INITIALIZED', message: 'Worker not initialized' },
    });
    const p = createSyllabusPipeline({ useWorker: true, createWorker: fakeWorker, mainEnv: env });
    await p.dispose();
    await expect(p.run(await pdfInput())).rejects.toMatchObject({ message: 'Worker not initialized' });
  });
});
