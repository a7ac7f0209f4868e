import type { Worker as TesseractWorker } from 'tesseract.js';
import type { OcrResult, OcrWord, TextLine } from '../../../src/core/model';
import { raceAbort } from '../abort';
import { describeError, PipelineError, throwIfAborted } from '../errors';
import type { PipelineEnv, StageContext, TesseractLib } from '../types';
import { cellRulesAsPipes } from './cellRules';
import { ocrLineTexts } from './ocrLines';
import { betterPass, isSmallText, SMALL_TEXT_SCALE, shrinkBoxes } from './smallText';

/** SPEC "OCR and upload": English only, single-block page mode, LSTM engine. */
export const OCR_LANG = 'eng';
/** Render scanned PDF pages at this resolution before OCR. */
export const OCR_DPI = 150;

export interface OcrOutcome {
  result: OcrResult;
  lines: TextLine[];
}

interface TBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface TWord {
  text: string;
  confidence: number;
  bbox: TBox;
}
interface TLine {
  words: TWord[];
}
interface TBlock {
  paragraphs: Array<{ lines: TLine[] }>;
}

const clampConfidence = (c: number) => Math.max(0, Math.min(100, Number.isFinite(c) ? c : 0));

/**
 * Turns tesseract's blocks into the spec's OCR result and TextLines: words with confidence above 0
 * are kept; a line is the kept words of one tesseract line. `scale` maps pixel boxes to the units
 * TextLine bboxes use (1 for photos, 72/dpi for rendered PDF pages, giving PDF points).
 */
export function toOcrOutcome(
  blocks: TBlock[] | null | undefined,
  meta: { pageNumber: number; confidence: number; width: number; height: number; scale?: number },
): OcrOutcome {
  const s = meta.scale ?? 1;
  const items: OcrWord[] = [];
  const lines: TextLine[] = [];
  const kept = (blocks ?? [])
    .flatMap((b) => (b.paragraphs ?? []).flatMap((p) => p.lines ?? []))
    .map((tl) => (tl.words ?? []).filter((w) => w.confidence > 0 && w.text.trim() !== ''))
    .filter((ws) => ws.length > 0);
  // A ruled table's rules read as `[`, `|` become cell pipes (cellRules.ts); a line that is only rules
  // keeps them. Words joined by one space; column gaps and indents kept as runs of spaces (ocrLines.ts).
  const texts = ocrLineTexts(kept.map(withoutCellRules));
  kept.forEach((ws, i) => {
    for (const w of ws) {
      items.push({ text: w.text.trim(), confidence: clampConfidence(w.confidence), bbox: { ...w.bbox } });
    }
    const bbox = {
      x0: Math.min(...ws.map((w) => w.bbox.x0)) * s,
      y0: Math.min(...ws.map((w) => w.bbox.y0)) * s,
      x1: Math.max(...ws.map((w) => w.bbox.x1)) * s,
      y1: Math.max(...ws.map((w) => w.bbox.y1)) * s,
    };
    lines.push({ text: texts[i]!, page: meta.pageNumber, line: lines.length + 1, bbox });
  });
  return {
    result: {
      pageNumber: meta.pageNumber,
      text: lines.map((l) => l.text).join('\n'),
      items,
      confidence: clampConfidence(meta.confidence),
      width: meta.width,
      height: meta.height,
    },
    lines,
  };
}

/** A line's words with its cell rules read as pipes; a line of nothing but rules is kept as read. */
function withoutCellRules<W extends TWord>(ws: W[]): W[] {
  const cells = cellRulesAsPipes(ws);
  return cells.length ? cells : ws;
}

function lib(mod: TesseractLib): TesseractLib {
  // Node loads the CommonJS build: named exports may sit on `default`.
  const withDefault = mod as TesseractLib & { default?: TesseractLib };
  return withDefault.default?.createWorker ? withDefault.default : mod;
}

/** One warm tesseract worker per environment, reused across jobs; terminated on cancel. */
export class OcrEngine {
  private worker: Promise<TesseractWorker> | undefined;

  constructor(private readonly env: PipelineEnv) {}

  private async start(): Promise<TesseractWorker> {
    const T = lib(await this.env.loadTesseract());
    const options: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(this.env.ocr)) if (v !== undefined) options[k] = v;
    const worker = await T.createWorker(OCR_LANG, T.OEM.LSTM_ONLY, options);
    await worker.setParameters({ tessedit_pageseg_mode: T.PSM.SINGLE_BLOCK });
    return worker;
  }

  /** Starts the worker now (first use costs 0.2-0.4 s); later calls reuse it. */
  warm(): Promise<TesseractWorker> {
    if (!this.worker) {
      const w = this.start();
      this.worker = w;
      w.catch(() => {
        if (this.worker === w) this.worker = undefined;
      });
    }
    return this.worker;
  }

  get isRunning(): boolean {
    return this.worker !== undefined;
  }

  /** Terminates the worker (awaited); the next job starts a fresh one. */
  async terminate(): Promise<void> {
    const w = this.worker;
    this.worker = undefined;
    if (!w) return;
    try {
      await (await w).terminate();
    } catch {
      // A worker that failed to start has nothing to terminate.
    }
  }

  /** OCRs one encoded image (PNG, JPEG or WebP bytes). Aborting terminates the worker. */
  async recognize(
    image: Uint8Array,
    meta: { pageNumber: number; width: number; height: number; scale?: number },
    ctx: Pick<StageContext, 'signal'>,
  ): Promise<OcrOutcome> {
    const stage = 'ocr';
    throwIfAborted(ctx.signal, stage);
    try {
      const worker = await raceAbort(this.warm(), ctx.signal, stage, () => this.terminate());
      const read = (bytes: Uint8Array) =>
        raceAbort(
          worker.recognize(bytes as unknown as Buffer, {}, { blocks: true, text: false }),
          ctx.signal,
          stage,
          () => this.terminate(),
        );
      // A ruled table's horizontal rules join its rows into noise lines: erased first (tableRules.ts).
      const page = (this.env.eraseRules && (await this.env.eraseRules(image))) || image;
      const { data } = await read(page);
      let blocks = data.blocks as unknown as TBlock[] | null;
      let confidence = data.confidence;
      // Small text (a photo of a whole page): read again enlarged, keep the pass that read more.
      const enlarge = this.env.enlargeImage;
      if (enlarge && isSmallText(blocks)) {
        const again = (await read(await enlarge(page, SMALL_TEXT_SCALE))).data;
        const enlarged = shrinkBoxes((again.blocks ?? []) as unknown as TBlock[], SMALL_TEXT_SCALE);
        if (betterPass(blocks, enlarged)) {
          blocks = enlarged;
          confidence = again.confidence;
        }
      }
      return toOcrOutcome(blocks, { ...meta, confidence });
    } catch (e) {
      if (e instanceof PipelineError) throw e;
      if (ctx.signal?.aborted) throw new PipelineError('CANCELLED', undefined, { stage, cause: e });
      // A failed job can leave the worker unusable: start afresh next time.
      await this.terminate();
      throw new PipelineError('OCR_FAILED', describeError(e), { stage, cause: e });
    }
  }
}

const engines = new WeakMap<PipelineEnv, OcrEngine>();

/** The shared engine of an environment (tests and the CLI share one warm worker through it). */
export function getOcrEngine(env: PipelineEnv): OcrEngine {
  let engine = engines.get(env);
  if (!engine) {
    engine = new OcrEngine(env);
    engines.set(env, engine);
  }
  return engine;
}

/** Terminates the environment's OCR worker, if any (end of CLI run, test teardown). */
export async function disposeOcr(env: PipelineEnv): Promise<void> {
  await engines.get(env)?.terminate();
}
