import type { PDFDocumentLoadingTask, PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';
import type { PdfExtractionResult, PdfPage, TextLine } from '../../../src/core/model';
import { createYielder, raceAbort } from '../abort';
import { describeError, PipelineError, throwIfAborted } from '../errors';
import type { StageContext } from '../types';
import { createBodyMargin } from './bodyMargin';
import type { PositionedItem } from './lines';
import { createBulletProbe, filledMarks, type MarkOps, markListItems } from './listMarks';
import { dropPageFurniture } from './pageFurniture';
import { mergeColumnLines } from './textColumns';

/** A page with fewer visible characters than this is treated as scanned (image only) and OCR'd. */
export const MIN_TEXT_CHARS_PER_PAGE = 10;

/** An open PDF; destroy() frees it (pdf.js loadingTask.destroy()) and is safe to call twice. */
export interface PdfHandle {
  doc: PDFDocumentProxy;
  numPages: number;
  destroy(): Promise<void>;
}

export interface ExtractOutcome {
  result: PdfExtractionResult;
  lines: TextLine[];
  /** Page numbers with no text layer (to OCR). */
  scannedPages: number[];
}

/** Maps pdf.js failures to the detail after 'Failed to extract text from PDF: '. */
export function pdfFailureDetail(e: unknown): string {
  const name = e instanceof Error ? e.name : '';
  if (name === 'PasswordException') return 'the PDF is password-protected';
  if (name === 'InvalidPDFException') return 'the file is damaged or is not a valid PDF';
  return describeError(e);
}

function pdfError(e: unknown, signal: AbortSignal | undefined): PipelineError {
  if (e instanceof PipelineError) return e;
  if (signal?.aborted) return new PipelineError('CANCELLED', undefined, { stage: 'extractText', cause: e });
  return new PipelineError('PDF_FAILED', pdfFailureDetail(e), { stage: 'extractText', cause: e });
}

function hasEofMarker(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 1024)));
  return tail.includes('%%EOF');
}

/** Opens a PDF with pdf.js (eval off). The caller owns the handle and must destroy it. */
export async function openPdf(bytes: Uint8Array, ctx: StageContext): Promise<PdfHandle> {
  const stage = 'extractText';
  throwIfAborted(ctx.signal, stage);
  if (!hasEofMarker(bytes)) {
    throw new PipelineError('PDF_FAILED', 'the file is incomplete (truncated or damaged)', { stage });
  }
  let task: PDFDocumentLoadingTask | undefined;
  try {
    const pdfjs = await raceAbort(ctx.env.loadPdfjs(), ctx.signal, stage);
    // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
    task = pdfjs.getDocument({
      ...ctx.env.pdfOptions,
      data: bytes.slice(),
      isEvalSupported: false,
      enableXfa: false,
      verbosity: 0,
    });
    const loading = task;
    const doc = await raceAbort(task.promise, ctx.signal, stage, () => loading.destroy());
    let destroyed = false;
    return {
      doc,
      numPages: doc.numPages,
      destroy: async () => {
        if (destroyed) return;
        destroyed = true;
        await loading.destroy().catch(() => {});
      },
    };
  } catch (e) {
    await task?.destroy().catch(() => {});
    throw pdfError(e, ctx.signal);
  }
}

const hasText = (items: PositionedItem[]) =>
  items.reduce((n, it) => n + it.str.replace(/\s/g, '').length, 0) >= MIN_TEXT_CHARS_PER_PAGE;

async function pageMarks(page: PDFPageProxy, ops: MarkOps, signal: AbortSignal | undefined) {
  const list = await raceAbort(page.getOperatorList(), signal, 'extractText');
  return filledMarks(list.fnArray, list.argsArray as unknown[][], ops);
}

/** Stage 2: text items with positions, merged into lines per page; notes pages with no text layer. */
export async function extractText(
  handle: PdfHandle,
  fileName: string,
  ctx: StageContext,
): Promise<ExtractOutcome> {
  const stage = 'extractText';
  const pages: PdfPage[] = [];
  const lines: TextLine[] = [];
  const scannedPages: number[] = [];
  try {
    const { OPS } = await raceAbort(ctx.env.loadPdfjs(), ctx.signal, stage);
    const markOps: MarkOps = {
      save: OPS.save,
      restore: OPS.restore,
      transform: OPS.transform,
      constructPath: OPS.constructPath,
      fills: [OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke],
    };
    const pause = createYielder();
    const bullets = createBulletProbe();
    const margin = createBodyMargin();
    for (let p = 1; p <= handle.numPages; p++) {
      await pause();
      throwIfAborted(ctx.signal, stage);
      const page = await raceAbort(handle.doc.getPage(p), ctx.signal, stage);
      const content = await raceAbort(page.getTextContent(), ctx.signal, stage);
      const viewport = page.getViewport({ scale: 1 });
      const items: PositionedItem[] = [];
      for (const raw of content.items) {
        if (!('str' in raw)) continue;
        const it = raw as TextItem;
        const [, , c = 0, d = 0, x = 0, y = 0] = it.transform as number[];
        items.push({ str: it.str, x, y, width: it.width, height: it.height, fontSize: Math.hypot(c, d) });
      }
      // List bullets a browser drew as shapes are put back before their items (listMarks.ts); a page
      // without a text layer (scanned) or without indented lines has none, and is not drawn twice; a
      // document whose first indented pages show none is not read for them further (createBulletProbe).
      const listShape = hasText(items) && bullets.wanted(items);
      const marks = listShape ? await pageMarks(page, markOps, ctx.signal) : [];
      const withBullets = markListItems(items, marks);
      if (listShape) bullets.saw(withBullets.some((it, i) => it !== items[i]));
      // A page set in two text columns is read column by column (textColumns.ts).
      const merged = mergeColumnLines(
        withBullets,
        p,
        (r) => {
          const [a = 0, b = 0, c = 0, d = 0] = viewport.convertToViewportRectangle(r);
          return { x0: Math.min(a, c), y0: Math.min(b, d), x1: Math.max(a, c), y1: Math.max(b, d) };
        },
        margin.leftFor,
      );
      const visible = merged.text.replace(/\s/g, '').length;
      if (visible < MIN_TEXT_CHARS_PER_PAGE) scannedPages.push(p);
      else margin.saw(merged.pageLeft);
      pages.push({
        pageNumber: p,
        textItems: items.map(({ str, x, y, width, height }) => ({ str, x, y, width, height })),
        textContent: merged.text,
        width: viewport.width,
        height: viewport.height,
        lines: merged.lines,
      });
      if (visible >= MIN_TEXT_CHARS_PER_PAGE) lines.push(...merged.lines);
      page.cleanup();
      ctx.progress?.(p / handle.numPages, `Extracting text... (page ${p} of ${handle.numPages})`);
    }
  } catch (e) {
    throw pdfError(e, ctx.signal);
  }
  // Running headers, footers, page numbers and repeated table headers are not the syllabus's text.
  return {
    result: { pages, totalPages: handle.numPages, fileName },
    lines: dropPageFurniture(lines),
    scannedPages,
  };
}
