/**
 * Opens an attached PDF with pdf.js (loaded only when a file is attached) to tell a damaged file from a good
 * one and count its pages, and cuts a page range out of the uploaded syllabus file. Eval off; assets from
 * this app's origin; the session's one pdf.js worker (src/ui/pdfRuntime.ts).
 */
import { loadPdfjs, PDF_DOCUMENT_OPTIONS, sharedPdfWorker } from '../../ui/pdfRuntime';

async function open(data: Blob) {
  const pdfjs = await loadPdfjs();
  return pdfjs.getDocument({
    data: new Uint8Array(await data.arrayBuffer()),
    ...PDF_DOCUMENT_OPTIONS,
    stopAtErrors: true,
    worker: sharedPdfWorker(pdfjs),
  });
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
