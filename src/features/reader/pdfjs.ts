/**
 * pdf.js and its web viewer components, loaded only on the reader screen (or warmed by a reading's page):
 * the library, its one long-lived worker, fonts and maps all come from this app's own origin (the worker as
 * a Vite asset, the rest under /pdfjs/); eval is off. See src/ui/pdfRuntime.ts.
 */
import 'pdfjs-dist/web/pdf_viewer.css';
import { loadPdfjs, loadPdfViewer, type PdfjsLib, type ViewerLib } from '../../ui/pdfRuntime';

export {
  PDF_DOCUMENT_OPTIONS as DOCUMENT_OPTIONS,
  startOpening,
  takeOpening,
  type PdfjsLib,
  sharedPdfWorker as sharedWorker,
  type ViewerLib,
} from '../../ui/pdfRuntime';

/** pdf.js, then its viewer (which reads the library from globalThis.pdfjsLib when it is evaluated). */
export async function loadViewer(): Promise<{ pdfjs: PdfjsLib; viewer: ViewerLib }> {
  const [pdfjs, viewer] = await Promise.all([loadPdfjs(), loadPdfViewer()]);
  return { pdfjs, viewer };
}
