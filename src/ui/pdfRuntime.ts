/**
 * pdf.js for the whole app session: the library (loaded on first use, never at first paint), its viewer
 * components, and one long-lived worker. Starting a pdf.js worker means fetching and compiling its 1 MB
 * script in a new thread; with one worker shared by every getDocument (the reader, the attach check, the
 * page-range cut) that happens once, and a reading's page starts it while idle, before the student opens
 * the reader. Everything from this app's origin; eval off.
 */
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

export type PdfjsLib = typeof import('pdfjs-dist');
export type ViewerLib = typeof import('pdfjs-dist/web/pdf_viewer.mjs');
export type PdfWorker = InstanceType<PdfjsLib['PDFWorker']>;

/** Options of every getDocument in the app (SPEC section 9; assets from /pdfjs/ on this origin). */
export const PDF_DOCUMENT_OPTIONS = {
  isEvalSupported: false,
  cMapUrl: '/pdfjs/cmaps/',
  cMapPacked: true,
  standardFontDataUrl: '/pdfjs/standard_fonts/',
  wasmUrl: '/pdfjs/wasm/',
  enableXfa: false,
} as const;

let library: Promise<PdfjsLib> | undefined;
let viewer: Promise<ViewerLib> | undefined;
let worker: PdfWorker | undefined;

/** pdf.js itself (its worker served from this origin). */
export function loadPdfjs(): Promise<PdfjsLib> {
  library ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = pdfWorkerUrl;
    // The viewer components read the library from here when they are evaluated.
    (globalThis as { pdfjsLib?: unknown }).pdfjsLib = pdfjs;
    return pdfjs;
  });
  library.catch(() => {
    library = undefined; // a failed chunk load (offline before the first visit) may be tried again
  });
  return library;
}

/** pdf.js's web viewer components (PDFViewer, EventBus, link service, find controller). */
export function loadPdfViewer(): Promise<ViewerLib> {
  viewer ??= loadPdfjs().then(() => import('pdfjs-dist/web/pdf_viewer.mjs'));
  viewer.catch(() => {
    viewer = undefined;
  });
  return viewer;
}

/** The one pdf.js worker of this session (started on first use; a destroyed one is replaced). */
export function sharedPdfWorker(pdfjs: PdfjsLib): PdfWorker {
  if (!worker || worker.destroyed) worker = new pdfjs.PDFWorker();
  return worker;
}

/** Loads pdf.js and its viewer and starts the worker, so the next PDF opens without that wait. */
export async function warmPdfjs(): Promise<void> {
  const [pdfjs] = await Promise.all([loadPdfjs(), loadPdfViewer()]);
  await sharedPdfWorker(pdfjs).promise;
}
