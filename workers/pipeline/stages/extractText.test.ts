import { describe, expect, it } from 'vitest';
import { createNodeEnv } from '../env/node';
import { PipelineError } from '../errors';
import { fixture } from '../testing/fixtures';
import { extractText, openPdf } from './extractText';

const env = createNodeEnv();

async function extract(name: string) {
  const bytes = await fixture(name);
  const handle = await openPdf(bytes, { env });
  try {
    return await extractText(handle, name, { env });
  } finally {
    await handle.destroy();
  }
}

async function failure(name: string): Promise<PipelineError> {
  try {
    await extract(name);
  } catch (e) {
    if (e instanceof PipelineError) return e;
    throw e;
  }
  throw new Error('expected a failure');
}

describe('extractText (pdf.js in Node)', () => {
  it('gives the spec result and merged lines with page, line and bbox', async () => {
    const out = await extract('text-10pages.pdf');
    expect(out.result.totalPages).toBe(10);
    expect(out.result.fileName).toBe('text-10pages.pdf');
    expect(out.result.pages).toHaveLength(10);
    const p1 = out.result.pages[0];
    expect(p1?.width).toBe(612);
    expect(p1?.height).toBe(792);
    expect(p1?.textItems.length).toBeGreaterThan(10);
    expect(out.scannedPages).toEqual([]);
    const first = out.lines.filter((l) => l.page === 1).slice(0, 3);
    expect(first.map((l) => [l.line, l.text.trim()])).toEqual([
      [1, 'Tue. 2:50 pm - 4:40 pm'],
      [2, 'Efficient breach'],
      [3, 'PROPERTY'],
    ]);
    const box = first[0]?.bbox;
    expect(box?.x0).toBeCloseTo(72);
    expect(box?.y0).toBeGreaterThan(60);
    expect(box?.y1).toBeLessThan(90);
    const p10 = out.lines.filter((l) => l.page === 10);
    expect(p10.length).toBeGreaterThan(20);
    expect(p10.map((l) => l.line)).toEqual(p10.map((_, i) => i + 1));
    expect(p1?.textContent.split('\n')[1]?.trim()).toBe('Efficient breach');
  });

  it('reports pages with no text layer as scanned', async () => {
    const out = await extract('scanned.pdf');
    expect(out.scannedPages).toEqual([1]);
    expect(out.lines).toEqual([]);
  });

  it('truncated and encrypted PDFs fail with the catalogue text', async () => {
    expect((await failure('truncated.pdf')).message).toBe(
      'Failed to extract text from PDF: the file is incomplete (truncated or damaged)',
    );
    expect((await failure('encrypted.pdf')).message).toBe(
      'Failed to extract text from PDF: the PDF is password-protected',
    );
  });
});
