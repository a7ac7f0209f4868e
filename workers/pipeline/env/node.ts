/**
 * The pipeline environment for Node (CLI, tests, benchmarks). Uses only URL and dynamic import so it
 * type-checks without Node's types; node_modules is found relative to this file.
 */
import type { PDFPageProxy } from 'pdfjs-dist';
import { eraseHorizontalRules } from '../stages/tableRules';
import type { PdfjsLib, PipelineEnv, RasterImage, TesseractLib } from '../types';

const NODE_MODULES = new URL('../../../node_modules/', import.meta.url);

/** A file: URL as a local path (POSIX). */
export const toPath = (u: URL) => decodeURIComponent(u.pathname);

/** Dynamic import by a computed specifier: keeps optional Node-only modules out of type-checking. */
const importOptional = (specifier: string): Promise<unknown> => import(/* @vite-ignore */ specifier);

interface NapiCanvas {
  getContext(kind: '2d'): unknown;
  toBuffer(mime: 'image/png'): Uint8Array;
}

interface NapiCanvasModule {
  createCanvas(w: number, h: number): NapiCanvas;
  loadImage(src: Uint8Array): Promise<{ width: number; height: number }>;
}

/**
 * Renders a PDF page with @napi-rs/canvas (pdf.js 5's optional Node dependency). Measured here:
 * pdf.js 5.6 renders in Node without the `canvas` package when @napi-rs/canvas is installed.
 */
async function rasterizeInNode(page: PDFPageProxy, scale: number): Promise<RasterImage> {
  let mod: { createCanvas(w: number, h: number): NapiCanvas };
  try {
    mod = (await importOptional('@napi-rs/canvas')) as typeof mod;
  } catch {
    throw new Error('@napi-rs/canvas is not installed, so scanned PDF pages cannot be rendered in Node');
  }
  const viewport = page.getViewport({ scale });
  const width = Math.ceil(viewport.width);
  const height = Math.ceil(viewport.height);
  const canvas = mod.createCanvas(width, height);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context, viewport })
    .promise;
  return { image: new Uint8Array(canvas.toBuffer('image/png')), width, height };
}

/** Enlarges an encoded image with @napi-rs/canvas (smooth scaling), PNG out. */
async function enlargeInNode(image: Uint8Array, factor: number): Promise<Uint8Array> {
  const mod = (await importOptional('@napi-rs/canvas')) as NapiCanvasModule;
  const img = await mod.loadImage(image);
  const canvas = mod.createCanvas(Math.round(img.width * factor), Math.round(img.height * factor));
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.imageSmoothingQuality = 'high';
  context.drawImage(img as unknown as CanvasImageSource, 0, 0, img.width * factor, img.height * factor);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/** Erases a ruled table's thin horizontal rules with @napi-rs/canvas (tableRules.ts); null: none. */
async function eraseRulesInNode(image: Uint8Array): Promise<Uint8Array | null> {
  const mod = (await importOptional('@napi-rs/canvas')) as NapiCanvasModule;
  const img = await mod.loadImage(image);
  const canvas = mod.createCanvas(img.width, img.height);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.drawImage(img as unknown as CanvasImageSource, 0, 0);
  const pixels = context.getImageData(0, 0, img.width, img.height);
  if (!eraseHorizontalRules(pixels.data, img.width, img.height)) return null;
  context.putImageData(pixels, 0, 0);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

export interface NodeEnvOptions {
  /** The node_modules folder holding pdfjs-dist and @tesseract.js-data/eng (default: the repo's). */
  nodeModules?: URL;
  /** Set false to simulate an environment that cannot render PDF pages. */
  rasterize?: boolean;
}

export function createNodeEnv(options: NodeEnvOptions = {}): PipelineEnv {
  const nm = options.nodeModules ?? NODE_MODULES;
  const pdfjsDir = new URL('pdfjs-dist/', nm);
  const env: PipelineEnv = {
    name: 'node',
    loadPdfjs: async () => (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as PdfjsLib,
    pdfOptions: {
      standardFontDataUrl: toPath(new URL('standard_fonts/', pdfjsDir)),
      cMapUrl: toPath(new URL('cmaps/', pdfjsDir)),
      cMapPacked: true,
      wasmUrl: toPath(new URL('wasm/', pdfjsDir)),
    },
    loadTesseract: async () => (await import('tesseract.js')) as TesseractLib,
    ocr: {
      langPath: toPath(new URL('@tesseract.js-data/eng/4.0.0_best_int', nm)),
      gzip: true,
      cacheMethod: 'none',
    },
  };
  if (options.rasterize !== false) {
    env.rasterize = rasterizeInNode;
    env.enlargeImage = enlargeInNode;
    env.eraseRules = eraseRulesInNode;
  }
  return env;
}

/** Reads a local file (tests, CLI, bench) without Node's types in this program. */
export async function readLocalFile(path: string | URL): Promise<Uint8Array> {
  const fs = (await importOptional('node:fs/promises')) as { readFile(p: string | URL): Promise<Uint8Array> };
  const buf = await fs.readFile(path);
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}
