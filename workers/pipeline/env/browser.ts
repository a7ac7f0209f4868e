/**
 * The pipeline environment for the browser (a module worker or the main thread). Every asset comes
 * from the app's own origin; nothing is fetched from a CDN.
 *
 * Files the build must serve (the vite config copies them), defaults under /ocr/:
 *   /ocr/worker.min.js                                  <- tesseract.js/dist/worker.min.js
 *   /ocr/tesseract-core-relaxedsimd-lstm.wasm.js        <- tesseract.js-core/ (the three *-lstm.wasm.js;
 *   /ocr/tesseract-core-simd-lstm.wasm.js                  tesseract picks one by CPU features)
 *   /ocr/tesseract-core-lstm.wasm.js
 *   /ocr/eng.traineddata.gz                             <- @tesseract.js-data/eng/4.0.0_best_int/
 * pdf.js's worker is bundled by Vite (`?url` import below). Optional, under pdfAssetsBase when given:
 *   cmaps/, standard_fonts/, wasm/                      <- pdfjs-dist/{cmaps,standard_fonts,wasm}/
 */
import type { PDFPageProxy } from 'pdfjs-dist';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { OcrAssets, PdfjsLib, PdfjsOptions, PipelineEnv, RasterImage } from '../types';
import { eraseHorizontalRules } from '../stages/tableRules';

export interface BrowserEnvOptions {
  /** Folder URL of the OCR files (default '/ocr/'). Each path below overrides one file. */
  ocrBase?: string;
  workerPath?: string;
  corePath?: string;
  langPath?: string;
  /** Folder URL holding pdf.js cmaps/, standard_fonts/ and wasm/ (optional). */
  pdfAssetsBase?: string;
  /** pdf.js worker script URL (default: the one Vite bundles). */
  pdfWorkerSrc?: string;
}

/** Resolves against the page or worker location: tesseract.js does not resolve paths inside a worker. */
const absolute = (u: string) => new URL(u, globalThis.location.href).href;

/** pdf.js canvases for a worker, where there is no document. */
class OffscreenCanvasFactory {
  create(width: number, height: number) {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size');
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d', { willReadFrequently: true }) };
  }
  reset(cc: { canvas: OffscreenCanvas | null }, width: number, height: number) {
    if (!cc.canvas) throw new Error('Canvas is not specified');
    cc.canvas.width = width;
    cc.canvas.height = height;
  }
  destroy(cc: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (cc.canvas) cc.canvas.width = cc.canvas.height = 0;
    cc.canvas = null;
    cc.context = null;
  }
}

const inWorker = () => typeof (globalThis as { document?: unknown }).document === 'undefined';

async function rasterizeInBrowser(page: PDFPageProxy, scale: number): Promise<RasterImage> {
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('OffscreenCanvas 2D context is unavailable');
  await page.render({
    canvas: canvas as unknown as HTMLCanvasElement,
    canvasContext: context as unknown as CanvasRenderingContext2D,
    viewport,
  }).promise;
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return { image: new Uint8Array(await blob.arrayBuffer()), width, height };
}

/** Enlarges an encoded image on an OffscreenCanvas (smooth scaling), PNG out. */
async function enlargeInBrowser(image: Uint8Array, factor: number): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(new Blob([image as BlobPart]));
  const width = Math.round(bitmap.width * factor);
  const height = Math.round(bitmap.height * factor);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('OffscreenCanvas 2D context is unavailable');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new Uint8Array(await blob.arrayBuffer());
}

/** Erases a ruled table's thin horizontal rules on an OffscreenCanvas (tableRules.ts); null: none. */
async function eraseRulesInBrowser(image: Uint8Array): Promise<Uint8Array | null> {
  const bitmap = await createImageBitmap(new Blob([image as BlobPart]));
  const { width, height } = bitmap;
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('OffscreenCanvas 2D context is unavailable');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const pixels = context.getImageData(0, 0, width, height);
  if (!eraseHorizontalRules(pixels.data, width, height)) return null;
  context.putImageData(pixels, 0, 0);
  const blob = await canvas.convertToBlob({ type: 'image/png' });
  return new Uint8Array(await blob.arrayBuffer());
}

export function ocrAssetsFor(options: BrowserEnvOptions = {}): OcrAssets {
  const base = (options.ocrBase ?? '/ocr/').replace(/\/?$/, '/');
  return {
    workerPath: absolute(options.workerPath ?? `${base}worker.min.js`),
    corePath: absolute(options.corePath ?? base),
    langPath: absolute(options.langPath ?? base),
    gzip: true,
    // Let the service worker cache the files; tesseract's own IndexedDB copy would double the 3 MB.
    cacheMethod: 'none',
    workerBlobURL: false,
  };
}

export function createBrowserEnv(options: BrowserEnvOptions = {}): PipelineEnv {
  const pdfOptions: PdfjsOptions = {};
  if (options.pdfAssetsBase) {
    const b = options.pdfAssetsBase.replace(/\/?$/, '/');
    pdfOptions.cMapUrl = absolute(`${b}cmaps/`);
    pdfOptions.cMapPacked = true;
    pdfOptions.standardFontDataUrl = absolute(`${b}standard_fonts/`);
    pdfOptions.wasmUrl = absolute(`${b}wasm/`);
    // Said explicitly: left to pdf.js, deciding it reads document.baseURI, which a worker does not have.
    pdfOptions.useWorkerFetch = true;
  }
  if (inWorker()) {
    // No document in a worker: draw glyphs as paths and make canvases offscreen.
    pdfOptions.disableFontFace = true;
    pdfOptions.CanvasFactory = OffscreenCanvasFactory;
  }
  const workerSrc = options.pdfWorkerSrc ?? pdfWorkerUrl;
  const env: PipelineEnv = {
    name: 'browser',
    loadPdfjs: async () => {
      const pdfjs = (await import('pdfjs-dist')) as PdfjsLib;
      pdfjs.GlobalWorkerOptions.workerSrc = workerSrc;
      return pdfjs;
    },
    pdfOptions,
    loadTesseract: () => import('tesseract.js'),
    ocr: ocrAssetsFor(options),
  };
  if (typeof OffscreenCanvas !== 'undefined') {
    env.rasterize = rasterizeInBrowser;
    env.enlargeImage = enlargeInBrowser;
    env.eraseRules = eraseRulesInBrowser;
  }
  return env;
}
