import { describe, expect, it, vi } from 'vitest';
import { createNodeEnv } from './env/node';
import { PipelineError } from './errors';
import { runPipeline } from './run';
import { buildPdf, textPages } from './testing/minipdf';
import { fixture } from './testing/fixtures';
import type { PipelineInput, StageName } from './types';

vi.mock('./structurer', async () => (await import('./testing/fixtures')).fakeStructurer);

const env = createNodeEnv();

async function failure(input: PipelineInput): Promise<PipelineError> {
  try {
    await runPipeline(input, { env });
  } catch (e) {
    if (e instanceof PipelineError) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('runPipeline', () => {
  it('runs a text PDF through every stage with progress and timings', async () => {
    const bytes = await fixture('text-10pages.pdf');
    const seen: Array<[StageName, number, string]> = [];
    const out = await runPipeline(
      { bytes, name: 'text-10pages.pdf', type: 'application/pdf' },
      { env, onProgress: (s, f, m) => seen.push([s, f, m]) },
    );
    expect(out.source).toBe('local');
    expect(out.fileKind).toBe('pdf');
    expect(out.stages.map((s) => s.name)).toEqual(['load', 'extractText', 'parse', 'normalize']);
    for (const s of out.stages) expect(s.ms).toBeGreaterThanOrEqual(0);
    expect(out.extraction?.totalPages).toBe(10);
    expect({ ...out.lines[1], text: out.lines[1]?.text.trim() }).toMatchObject({
      text: 'Efficient breach',
      page: 1,
      line: 2,
    });
    expect(out.rawText.split('\n')[0]).toBe('Tue. 2:50 pm - 4:40 pm');
    expect(out.syllabus.weeks[0]?.readings[0]).toMatchObject({ sourcePage: 1, sourceLine: 1 });
    expect(seen[0]).toEqual(['load', 0, 'Loading file...']);
    expect(seen).toContainEqual(['extractText', 0.5, 'Extracting text... (page 5 of 10)']);
    expect(seen.at(-1)).toEqual(['normalize', 1, 'Normalizing data...']);
  });

  it('plain text goes straight to textToLines', async () => {
    const out = await runPipeline({ text: 'Week 1\nOffer, pp. 1-9', name: 'a.txt' }, { env });
    expect(out.stages.map((s) => s.name)).toEqual(['load', 'extractText', 'parse', 'normalize']);
    expect(out.lines).toHaveLength(2);
  });

  it('every bad input ends in the exact catalogue message', async () => {
    const f = async (name: string, type = 'application/pdf') =>
      (await failure({ bytes: await fixture(name), name, type })).message;
    expect(await f('empty.pdf')).toBe('Please select a file');
    expect((await failure({ bytes: null, name: '' })).message).toBe('Please select a file');
    expect(await f('not-a-pdf.pdf')).toBe(
      'Failed to extract text from PDF: not-a-pdf.pdf is not a PDF file (no %PDF header)',
    );
    expect(await f('truncated.pdf')).toBe(
      'Failed to extract text from PDF: the file is incomplete (truncated or damaged)',
    );
    expect(await f('encrypted.pdf')).toBe('Failed to extract text from PDF: the PDF is password-protected');
    expect((await failure({ text: '  \n ', name: 'a.txt' })).message).toBe('No text extracted from file');
  });

  it('a scanned PDF where pages cannot be rendered says OCR is needed', async () => {
    const noRaster = createNodeEnv({ rasterize: false });
    try {
      await runPipeline({ bytes: await fixture('scanned.pdf'), name: 'scanned.pdf' }, { env: noRaster });
      throw new Error('expected a failure');
    } catch (err) {
      expect((err as Error).message).toBe(
        'Failed to perform OCR: page 1 has no text layer (scanned) and this environment cannot render PDF pages for OCR',
      );
    }
  });

  // What it guards: an abort stops the page loop at once (no page is read after it). Checked by the work done
  // after the abort (pages reported), not by the clock: a loaded machine makes every page slower, not more.
  it('aborting during a 200-page PDF reads no page after the abort', async () => {
    const lines = Array.from(
      { length: 45 },
      (_, i) => `Line ${i + 1}: Restatement (Second) of Contracts s 90, pp. 45-78`,
    );
    const bytes = buildPdf(textPages(Array.from({ length: 200 }, () => lines)));
    const controller = new AbortController();
    let abortedAtPage = 0;
    const pagesAfterAbort: number[] = [];
    const run = runPipeline(
      { bytes, name: 'big.pdf', type: 'application/pdf' },
      {
        env,
        signal: controller.signal,
        onProgress: (stage, fraction) => {
          if (stage !== 'extractText') return;
          const page = Math.round(fraction * 200);
          if (abortedAtPage) pagesAfterAbort.push(page);
          else if (fraction >= 0.05) {
            abortedAtPage = page;
            controller.abort();
          }
        },
      },
    );
    await expect(run).rejects.toMatchObject({ code: 'CANCELLED', message: 'Processing cancelled' });
    expect(abortedAtPage).toBe(10);
    expect(pagesAfterAbort).toEqual([]);
  });

  it('an already-aborted signal never starts', async () => {
    const c = new AbortController();
    c.abort();
    const bytes = await fixture('text-10pages.pdf');
    await expect(runPipeline({ bytes, name: 'a.pdf' }, { env, signal: c.signal })).rejects.toMatchObject({
      code: 'CANCELLED',
    });
  });
});
