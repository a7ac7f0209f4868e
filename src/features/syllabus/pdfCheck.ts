/**
 * Opens an attached PDF with pdf.js (loaded only when a file is attached) to tell a damaged file from a good
 * one and count its pages, and cuts a page range out of the uploaded syllabus file. Eval off; assets from
 * this app's origin.
 */
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

const OPTIONS = {
  isEvalSupported: false,
  cMapUrl: '/pdfjs/cmaps/',
  cMapPacked: true,
  standardFontDataUrl: '/pdfjs/standard_fonts/',
  wasmUrl: '/pdfjs/wasm/',
  stopAtErrors: true,
} as const;

async function open(data: Blob) {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
  return pdfjs.getDocument({ data: new Uint8Array(await data.arrayBuffer()), ...OPTIONS });
}

/** The page count, or null when pdf.js cannot open the file (damaged, truncated, or password-protected). */
export async function countPages(data: Blob): Promise<number | null> {
  const task = await open(data);
  try {
    const doc = await task.promise;
    await doc.getPage(1);
    return doc.numPages;
  } catch {
    return null;
  } finally {
    await task.destroy();
  }
}

/** A new PDF made of pages first..last (1-based) of a PDF. */
export async function extractRange(data: Blob, first: number, last: number): Promise<Blob> {
  const task = await open(data);
  try {
    const doc = await task.promise;
    const pages = Array.from({ length: last - first + 1 }, (_, i) => first - 1 + i);
    const bytes = await doc.extractPages([{ document: null, includePages: pages }]);
    if (!bytes) throw new Error('pdf.js returned no pages');
    return new Blob([bytes as BlobPart], { type: 'application/pdf' });
  } finally {
    await task.destroy();
  }
}
