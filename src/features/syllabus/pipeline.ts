/**
 * The syllabus pipeline as this feature uses it: one client per page (worker on by default; set
 * VITE_SYLLABUS_WORKER=false at build time to run on the main thread), assets from our own origin, and a
 * one-time fetch of the OCR files while online so the service worker has them for offline use.
 */
import { createSyllabusPipeline, type SyllabusPipeline } from '../../../workers/pipeline/client';

export { PipelineError } from '../../../workers/pipeline/errors';
export type { PipelineResult, StageName } from '../../../workers/pipeline/types';

const USE_WORKER = import.meta.env.VITE_SYLLABUS_WORKER !== 'false';

let instance: SyllabusPipeline | undefined;
let worker: Worker | undefined;
export function getPipeline(): SyllabusPipeline {
  instance ??= createSyllabusPipeline({
    useWorker: USE_WORKER,
    // Our own handle on the worker, so a cancelled job can be stopped for sure (see ensureStopped).
    createWorker: () => {
      worker = new Worker(new URL('../../../workers/syllabus.worker.ts', import.meta.url), {
        type: 'module',
      });
      return worker;
    },
    // cmaps (CID-font text), standard fonts and wasm from our own origin, like the OCR files.
    assets: { ocrBase: '/ocr/', pdfAssetsBase: '/pdfjs/' },
    onFallback: (e) => console.warn(e.message),
  });
  return instance;
}

/**
 * Makes sure a cancelled job stops: it is given `graceMs` to settle after its signal aborted (the pipeline
 * stops between pages); if the worker is still busy then (a long page, a loaded machine), the worker is
 * terminated, and pdf.js and OCR with it; the next job starts a fresh worker. Resolves once stopped.
 */
export function ensureStopped(job: Promise<unknown>, graceMs = 250): Promise<'settled' | 'terminated'> {
  const settled = job.then(
    () => 'settled' as const,
    () => 'settled' as const,
  );
  const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), graceMs));
  return Promise.race([settled, timeout]).then((outcome) => {
    if (outcome === 'settled') return outcome;
    if (worker) {
      worker.terminate();
      worker = undefined;
      instance = undefined;
      return 'terminated';
    }
    return settled;
  });
}

// wasm-feature-detect's probes (as tesseract.js uses them to pick its core).
const RELAXED_SIMD = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 15, 1, 13, 0, 65, 1, 253, 15, 65, 2,
  253, 15, 253, 128, 2, 11,
]);
const SIMD = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98,
  11,
]);

/** The OCR files tesseract.js will ask for on this device. */
export function ocrAssetUrls(): string[] {
  const core = WebAssembly.validate(RELAXED_SIMD)
    ? 'relaxedsimd-lstm'
    : WebAssembly.validate(SIMD)
      ? 'simd-lstm'
      : 'lstm';
  return ['/ocr/worker.min.js', `/ocr/tesseract-core-${core}.wasm.js`, '/ocr/eng.traineddata.gz'];
}

let prefetched: Promise<boolean> | undefined;
/**
 * Fetches the OCR files once (through the service worker, which keeps them), so a photo can be read with
 * the network off later. Does nothing offline or before a service worker controls the page.
 */
export function prefetchOcrAssets(): Promise<boolean> {
  if (prefetched) return prefetched;
  if (!navigator.onLine || !navigator.serviceWorker?.controller) return Promise.resolve(false);
  prefetched = Promise.all(
    ocrAssetUrls().map(async (u) => {
      const res = await fetch(u);
      await res.arrayBuffer();
      return res.ok;
    }),
  )
    .then((oks) => oks.every(Boolean))
    .catch((e) => {
      console.warn('Could not fetch the OCR files for offline use', e);
      prefetched = undefined;
      return false;
    });
  return prefetched;
}
