/** OCR tests share one warm tesseract worker (one environment, one file). */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createNodeEnv } from './env/node';
import { PipelineError } from './errors';
import { runPipeline } from './run';
import { getOcrEngine } from './stages/ocr';
import { ocrImage } from './stages/ocrStage';
import { loadInput } from './stages/load';
import { buildPdf, textPages } from './testing/minipdf';
import { fixture } from './testing/fixtures';

vi.mock('./structurer', async () => (await import('./testing/fixtures')).fakeStructurer);

const env = createNodeEnv();
const engine = getOcrEngine(env);

beforeAll(async () => {
  await engine.warm();
}, 20_000);
afterAll(async () => {
  await engine.terminate();
});

describe('OCR (tesseract.js in Node)', () => {
  it('reads the photo fixture: known words with boxes and confidences above 0', async () => {
    const bytes = await fixture('syllabus-photo.png');
    const { results, lines } = await ocrImage(loadInput({ bytes, name: 'photo.png', type: 'image/png' }), {
      env,
    });
    const r = results[0];
    expect(r?.pageNumber).toBe(1);
    expect(r?.width).toBe(1275);
    expect(r?.height).toBe(1650);
    expect(r?.confidence).toBeGreaterThan(50);
    const words = r?.items.map((w) => w.text) ?? [];
    for (const known of ['CASEBOOK', 'ASSIGNMENTS', 'Exclude', 'Sovereignty', 'possession']) {
      expect(words).toContain(known);
    }
    for (const w of r?.items ?? []) {
      expect(w.confidence).toBeGreaterThan(0);
      expect(w.bbox.x1).toBeGreaterThan(w.bbox.x0);
      expect(w.bbox.y1).toBeGreaterThan(w.bbox.y0);
    }
    expect(lines[0]).toMatchObject({ text: 'CASEBOOK', page: 1, line: 1 });
    expect(lines.find((l) => l.text.includes('432-40'))?.text).toContain('continuous trespasses');
    expect(lines.map((l) => l.line)).toEqual(lines.map((_, i) => i + 1));
  });

  it('renders and OCRs a scanned PDF page (Node renders with @napi-rs/canvas)', async () => {
    const bytes = await fixture('scanned.pdf');
    const out = await runPipeline({ bytes, name: 'scanned.pdf', type: 'application/pdf' }, { env });
    expect(out.stages.map((s) => s.name)).toEqual(['load', 'extractText', 'ocr', 'parse', 'normalize']);
    expect(out.ocr?.[0]?.pageNumber).toBe(1);
    const hit = out.lines.find((l) => l.text.includes('ASSIGNMENTS'));
    expect(hit?.page).toBe(1);
    // Line boxes of OCR'd PDF pages are in PDF points, like text pages.
    expect(hit?.bbox?.x0).toBeGreaterThan(30);
    expect(hit?.bbox?.x1).toBeLessThan(612);
  });

  it('an image with no text, and a PDF of blank pages, end in "No text extracted from file"', async () => {
    const png = await fixture('no-text.png');
    await expect(
      runPipeline({ bytes: png, name: 'no-text.png', type: 'image/png' }, { env }),
    ).rejects.toMatchObject({
      code: 'NO_TEXT',
      message: 'No text extracted from file',
    });
    const blank = buildPdf(textPages([[' '], []]));
    await expect(runPipeline({ bytes: blank, name: 'blank.pdf' }, { env })).rejects.toMatchObject({
      message: 'No text extracted from file',
    });
  });

  // What it guards: an abort does not wait for tesseract's running job (it would run to its end) and
  // terminates the worker. Checked by the order of events, not by the clock: the abort is sent as the job
  // starts, and the run must have failed before that job produced a result.
  it('aborting during OCR terminates the tesseract worker', async () => {
    const bytes = await fixture('syllabus-photo.png');
    const controller = new AbortController();
    const events: string[] = [];
    const worker = await engine.warm();
    const recognize = worker.recognize.bind(worker);
    const spy = vi.spyOn(worker, 'recognize').mockImplementation((...args) => {
      events.push('job started');
      const job = recognize(...args);
      job.then(
        () => events.push('job finished'),
        () => events.push('job ended by terminate'),
      );
      // Once the stage waits on the job (the abort listener's path, as a Cancel click during OCR).
      queueMicrotask(() => controller.abort());
      return job;
    });
    const err = await runPipeline(
      { bytes, name: 'photo.png', type: 'image/png' },
      { env, signal: controller.signal },
    ).catch((e: unknown) => e);
    events.push('run failed');
    spy.mockRestore();
    expect(err).toBeInstanceOf(PipelineError);
    expect((err as PipelineError).code).toBe('CANCELLED');
    expect(events.slice(0, 2)).toEqual(['job started', 'run failed']);
    expect(events).not.toContain('job finished');
    // Terminated by the abort itself (raceAbort runs it before the run's rejection reaches here).
    expect(engine.isRunning).toBe(false);
    // The next job starts a fresh worker.
    const png = await fixture('no-text.png');
    const again = await ocrImage(loadInput({ bytes: png, name: 'no-text.png', type: 'image/png' }), { env });
    expect(again.results[0]?.width).toBe(480);
    expect(engine.isRunning).toBe(true);
  });
});
