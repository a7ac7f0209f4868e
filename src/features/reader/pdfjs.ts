/**
 * pdf.js and its web viewer components, loaded only on the reader screen (or warmed by a reading's page):
 * the library, its one long-lived worker, fonts and maps all come from this app's own origin (the worker as
 * a Vite asset, the rest under /pdfjs/); eval is off. See src/ui/pdfRuntime.ts.
 */
import 'pdfjs-dist/web/pdf_viewer.css';
import { VIEWER_DEFAULTS } from '../../core/reader';
import {
  loadPdfjs,
  loadPdfViewer,
  PDF_DOCUMENT_OPTIONS,
  type PdfjsLib,
  sharedPdfWorker,
  type ViewerLib,
} from '../../ui/pdfRuntime';

export {
  PDF_DOCUMENT_OPTIONS as DOCUMENT_OPTIONS,
  type PdfjsLib,
  sharedPdfWorker as sharedWorker,
  type ViewerLib,
} from '../../ui/pdfRuntime';

/** pdf.js, then its viewer (which reads the library from globalThis.pdfjsLib when it is evaluated). */
export async function loadViewer(): Promise<{ pdfjs: PdfjsLib; viewer: ViewerLib }> {
  const [pdfjs, viewer] = await Promise.all([loadPdfjs(), loadPdfViewer()]);
  return { pdfjs, viewer };
}

export type LoadingTask = ReturnType<PdfjsLib['getDocument']>;

async function openDocument(blob: Blob): Promise<LoadingTask> {
  // The bytes are read once and handed over to the worker (transferred, not copied).
  const [pdfjs, bytes] = await Promise.all([loadPdfjs(), blob.arrayBuffer()]);
  return pdfjs.getDocument({
    data: new Uint8Array(bytes),
    ...PDF_DOCUMENT_OPTIONS,
    rangeChunkSize: VIEWER_DEFAULTS.rangeChunkSize,
    worker: sharedPdfWorker(pdfjs),
  });
}

const early = new Map<string, Promise<LoadingTask>>();

/**
 * Starts opening a file in pdf.js as soon as its bytes are at hand, so the worker parses it while the reader
 * screen renders; the reader takes it (`takeOpening`). One at a time: one not taken is dropped.
 */
export function startOpening(hash: string, blob: Blob): void {
  if (early.has(hash)) return;
  for (const [key, pending] of early) {
    early.delete(key);
    void pending.then((task) => task.destroy()).catch(() => {});
  }
  early.set(hash, openDocument(blob));
}

/** The loading task of a file: the one started early, else a new one. The caller destroys it. */
export function takeOpening(hash: string, blob: Blob): Promise<LoadingTask> {
  const pending = early.get(hash);
  early.delete(hash);
  return pending ?? openDocument(blob);
}
