import type { OcrResult, PdfExtractionResult, TextLine } from '../../src/core/model';
import { asPipelineError, type PipelineErrorCode, PipelineError, throwIfAborted } from './errors';
import { extractText, openPdf, type PdfHandle } from './stages/extractText';
import { loadInput } from './stages/load';
import { normalize } from './stages/normalize';
import { ocrImage, ocrPdfPages } from './stages/ocrStage';
import { parse } from './stages/parse';
import { textToLines } from './structurer';
import type {
  PipelineInput,
  PipelineResult,
  RunOptions,
  StageContext,
  StageName,
  StageTiming,
} from './types';

/** The status line for each stage as it starts (the spec's texts where it has one). */
export const STAGE_MESSAGES: Record<StageName, string> = {
  load: 'Loading file...',
  extractText: 'Extracting text...',
  ocr: 'Extracting text... (OCR)',
  parse: 'Structuring syllabus...',
  normalize: 'Normalizing data...',
};

const FAILURE_CODE: Record<StageName, PipelineErrorCode> = {
  load: 'PDF_FAILED',
  extractText: 'PDF_FAILED',
  ocr: 'OCR_FAILED',
  parse: 'PARSE_FAILED',
  normalize: 'PARSE_FAILED',
};

const byPageThenLine = (a: TextLine, b: TextLine) => a.page - b.page || a.line - b.line;

/**
 * Runs load -> extractText -> ocr -> parse -> normalize. Aborting `signal` stops the job at the next
 * page or sooner: pdf.js is destroyed and a running tesseract job's worker is terminated. Failures
 * are PipelineErrors whose message is the catalogue text.
 */
export async function runPipeline(input: PipelineInput, options: RunOptions): Promise<PipelineResult> {
  const { env, signal, onProgress, semester } = options;
  const stages: StageTiming[] = [];
  let current: StageName = 'load';
  let handle: PdfHandle | undefined;
  const destroyPdf = () => void handle?.destroy();
  signal?.addEventListener('abort', destroyPdf, { once: true });

  const ctx = (name: StageName): StageContext => ({
    env,
    ...(signal ? { signal } : {}),
    progress: (fraction, message) =>
      onProgress?.(name, Math.max(0, Math.min(1, fraction)), message ?? STAGE_MESSAGES[name]),
  });
  async function timed<T>(name: StageName, fn: () => Promise<T> | T): Promise<T> {
    current = name;
    throwIfAborted(signal, name);
    onProgress?.(name, 0, STAGE_MESSAGES[name]);
    const t0 = performance.now();
    const out = await fn();
    stages.push({ name, ms: Math.round((performance.now() - t0) * 100) / 100 });
    onProgress?.(name, 1, STAGE_MESSAGES[name]);
    return out;
  }

  try {
    const file = await timed('load', () => loadInput(input));
    let lines: TextLine[];
    let extraction: PdfExtractionResult | undefined;
    let ocr: OcrResult[] | undefined;

    if (file.kind === 'text') {
      lines = await timed('extractText', () => textToLines(file.text ?? ''));
    } else if (file.kind === 'pdf') {
      const ex = await timed('extractText', async () => {
        handle = await openPdf(file.bytes, ctx('extractText'));
        return extractText(handle, file.name, ctx('extractText'));
      });
      extraction = ex.result;
      lines = ex.lines;
      if (ex.scannedPages.length > 0 && handle) {
        const open = handle;
        const o = await timed('ocr', () => ocrPdfPages(open, ex.scannedPages, ctx('ocr')));
        ocr = o.results;
        lines = [...lines, ...o.lines].sort(byPageThenLine);
      }
      await handle?.destroy();
      handle = undefined;
    } else {
      const o = await timed('ocr', () => ocrImage(file, ctx('ocr')));
      ocr = o.results;
      lines = o.lines;
    }

    const rawText = lines.map((l) => l.text).join('\n');
    if (!rawText.trim()) throw new PipelineError('NO_TEXT', undefined, { stage: current });

    const parsed = await timed('parse', () => parse(lines, ctx('parse'), file.name));
    const syllabus = await timed('normalize', () => normalize(parsed, semester, ctx('normalize')));
    const result: PipelineResult = {
      syllabus,
      rawText,
      lines,
      stages,
      source: 'local',
      fileKind: file.kind,
      fileName: file.name,
    };
    if (extraction) result.extraction = extraction;
    if (ocr) result.ocr = ocr;
    return result;
  } catch (e) {
    throw asPipelineError(e, FAILURE_CODE[current], current, signal);
  } finally {
    signal?.removeEventListener('abort', destroyPdf);
    await handle?.destroy();
  }
}
