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

export type LoadingTask = ReturnType<PdfjsLib['getDocument']>;

/** The reader's range chunk size (SPEC section 9: 65536); data in memory is handed over whole. */
const RANGE_CHUNK_SIZE = 65_536;

async function openDocument(blob: Blob): Promise<LoadingTask> {
  // The bytes are read once and handed over to the worker (transferred, not copied).
  const [pdfjs, bytes] = await Promise.all([loadPdfjs(), blob.arrayBuffer()]);
  return pdfjs.getDocument({
    data: new Uint8Array(bytes),
    ...PDF_DOCUMENT_OPTIONS,
    rangeChunkSize: RANGE_CHUNK_SIZE,
    worker: sharedPdfWorker(pdfjs),
  });
}

const early = new Map<string, Promise<LoadingTask>>();
/** An early open not taken by then (the student did not go to the reader after all) is dropped. */
const EARLY_OPEN_MS = 15_000;

const drop = (key: string) => {
  const pending = early.get(key);
  early.delete(key);
  void pending?.then((task) => task.destroy()).catch(() => {});
};

/**
 * Starts opening a PDF in pdf.js as soon as its bytes can be had (on the press of Read, and when the reader
 * screen has read the file), so the worker parses it while the screen renders; the reader takes it with
 * `takeOpening`. One at a time: an earlier one not taken is dropped.
 */
export function startOpening(hash: string, blob: Blob | (() => Promise<Blob | undefined>)): void {
  if (early.has(hash)) return;
  for (const key of [...early.keys()]) drop(key);
  const opening = Promise.resolve(typeof blob === 'function' ? blob() : blob).then((b) => {
    if (!b) throw new Error('The file is not on this device');
    return openDocument(b);
  });
  opening.catch(() => early.get(hash) === opening && early.delete(hash));
  early.set(hash, opening);
  setTimeout(() => early.get(hash) === opening && drop(hash), EARLY_OPEN_MS);
}

/** The loading task of a PDF: the one started early, else a new one. The caller destroys it. */
export function takeOpening(hash: string, blob: Blob): Promise<LoadingTask> {
  const pending = early.get(hash);
  early.delete(hash);
  return pending ? pending.catch(() => openDocument(blob)) : openDocument(blob);
}
