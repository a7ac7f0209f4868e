import type { PDFPageProxy } from 'pdfjs-dist';
import type { OcrResult, PdfExtractionResult, StructuredSyllabus, TextLine } from '../../src/core/model';
import type { SemesterOverride } from '../../src/core/syllabus';

export type { SemesterOverride };

export type PdfjsLib = typeof import('pdfjs-dist');
export type TesseractLib = typeof import('tesseract.js');

export const STAGE_NAMES = ['load', 'extractText', 'ocr', 'parse', 'normalize'] as const;
export type StageName = (typeof STAGE_NAMES)[number];

/** What the file turned out to be. 'text' is only for plain text handed in as a string (CLI, tests). */
export type FileKind = 'pdf' | 'image' | 'text';
export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** A file as it arrives: bytes, name and MIME type (may be empty), or already plain text. */
export type PipelineInput =
  | { bytes: Uint8Array | ArrayBuffer | null | undefined; name: string; type?: string }
  | { text: string; name: string };

export interface LoadedFile {
  kind: FileKind;
  name: string;
  mime: string;
  bytes: Uint8Array;
  imageFormat?: ImageFormat;
  text?: string;
}

/**
 * Where tesseract.js finds its files. Browser: URLs on the app's own origin (see env/browser.ts).
 * Node: langPath is a folder on disk.
 */
export interface OcrAssets {
  /** URL of tesseract.js/dist/worker.min.js (browser only). */
  workerPath?: string;
  /** URL of the folder holding tesseract-core-*.wasm.js (browser only). */
  corePath?: string;
  /** Folder (URL or path) holding eng.traineddata.gz. */
  langPath: string;
  gzip?: boolean;
  cacheMethod?: 'write' | 'readOnly' | 'refresh' | 'none';
  /** tesseract.js wraps workerPath in a blob: URL by default; false loads workerPath directly (CSP friendly). */
  workerBlobURL?: boolean;
}

/** Options passed to pdf.js getDocument besides the data. */
export interface PdfjsOptions {
  standardFontDataUrl?: string;
  cMapUrl?: string;
  cMapPacked?: boolean;
  wasmUrl?: string;
  /** Fetch cmaps, fonts and wasm from pdf.js's own worker (set with absolute URLs: avoids document.baseURI). */
  useWorkerFetch?: boolean;
  disableFontFace?: boolean;
  useSystemFonts?: boolean;
  /** A pdf.js canvas factory class (the browser worker passes an OffscreenCanvas one). */
  CanvasFactory?: object;
}

/** An encoded image (PNG) of a rendered PDF page and its pixel size. */
export interface RasterImage {
  image: Uint8Array;
  width: number;
  height: number;
}

/** Everything that differs between Node, a browser worker and the browser main thread. */
export interface PipelineEnv {
  name: 'node' | 'browser';
  loadPdfjs(): Promise<PdfjsLib>;
  pdfOptions: PdfjsOptions;
  loadTesseract(): Promise<TesseractLib>;
  ocr: OcrAssets;
  /** Renders a PDF page for OCR; absent when the environment cannot (scanned pages then fail clearly). */
  rasterize?: (page: PDFPageProxy, scale: number) => Promise<RasterImage>;
  /** Enlarges an encoded image by `factor` (PNG out), for OCR of small text; absent: read as it is. */
  enlargeImage?: (image: Uint8Array, factor: number) => Promise<Uint8Array>;
  /**
   * Erases a ruled table's thin horizontal rules before OCR (stages/tableRules.ts), PNG out; null when
   * the image has none. Absent: read as it is.
   */
  eraseRules?: (image: Uint8Array) => Promise<Uint8Array | null>;
}

export type ProgressFn = (stage: StageName, fraction: number, message: string) => void;

export interface RunOptions {
  env: PipelineEnv;
  onProgress?: ProgressFn;
  signal?: AbortSignal;
  /** Semester details from the wizard or CLI; passed to normalizeSyllabus. */
  semester?: SemesterOverride;
}

export interface StageTiming {
  name: StageName;
  ms: number;
}

export interface PipelineResult {
  syllabus: StructuredSyllabus;
  rawText: string;
  lines: TextLine[];
  stages: StageTiming[];
  source: 'local';
  fileKind: FileKind;
  fileName: string;
  /** pdf.js result (PDF input only). */
  extraction?: PdfExtractionResult;
  /** One OCR result per image or scanned PDF page. */
  ocr?: OcrResult[];
}

/** Options a stage receives: the job's signal and a progress callback for its own fraction 0..1. */
export interface StageContext {
  env: PipelineEnv;
  signal?: AbortSignal;
  progress?: (fraction: number, message?: string) => void;
}
