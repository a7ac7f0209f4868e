/**
 * pdf.js and its web viewer components, loaded only on the reader screen. The library, its worker, fonts and
 * maps all come from this app's own origin (the worker as a Vite asset, the rest under /pdfjs/); eval is off.
 */
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import 'pdfjs-dist/web/pdf_viewer.css';

export const DOCUMENT_OPTIONS = {
  isEvalSupported: false,
  cMapUrl: '/pdfjs/cmaps/',
  cMapPacked: true,
  standardFontDataUrl: '/pdfjs/standard_fonts/',
  wasmUrl: '/pdfjs/wasm/',
  enableXfa: false,
} as const;

export type PdfjsLib = typeof import('pdfjs-dist');
export type ViewerLib = typeof import('pdfjs-dist/web/pdf_viewer.mjs');

let loading: Promise<{ pdfjs: PdfjsLib; viewer: ViewerLib }> | undefined;
let worker: InstanceType<PdfjsLib['PDFWorker']> | undefined;

/** One pdf.js worker for the whole session: the next PDF opens without starting (and parsing) a new one. */
export function sharedWorker(pdfjs: PdfjsLib) {
  if (!worker || worker.destroyed) worker = new pdfjs.PDFWorker();
  return worker;
}

/** pdf.js, then its viewer (which reads the library from globalThis.pdfjsLib when it is evaluated). */
export function loadViewer(): Promise<{ pdfjs: PdfjsLib; viewer: ViewerLib }> {
  loading ??= (async () => {
    const pdfjs = await import('pdfjs-dist');
    pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
    (globalThis as { pdfjsLib?: unknown }).pdfjsLib = pdfjs;
    const viewer = await import('pdfjs-dist/web/pdf_viewer.mjs');
    return { pdfjs, viewer };
  })();
  return loading;
}
