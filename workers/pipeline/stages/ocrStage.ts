import type { OcrResult, TextLine } from '../../../src/core/model';
import { PipelineError, throwIfAborted } from '../errors';
import type { LoadedFile, StageContext } from '../types';
import type { PdfHandle } from './extractText';
import { imageSize } from './load';
import { getOcrEngine, OCR_DPI } from './ocr';

export interface OcrStageOutcome {
  results: OcrResult[];
  lines: TextLine[];
}

/** Stage 3 for a photo: one page, boxes in image pixels. */
export async function ocrImage(file: LoadedFile, ctx: StageContext): Promise<OcrStageOutcome> {
  const size = imageSize(file.bytes) ?? { width: 0, height: 0 };
  ctx.progress?.(0, 'Extracting text... (recognising the image)');
  const out = await getOcrEngine(ctx.env).recognize(file.bytes, { pageNumber: 1, ...size }, ctx);
  ctx.progress?.(1);
  return { results: [out.result], lines: out.lines };
}

/**
 * Stage 3 for a PDF: renders each page that has no text layer at OCR_DPI and OCRs it. Line boxes come
 * back in PDF points (like text pages); the OCR result keeps pixel boxes of the rendered image.
 */
export async function ocrPdfPages(
  handle: PdfHandle,
  pages: number[],
  ctx: StageContext,
): Promise<OcrStageOutcome> {
  const stage = 'ocr';
  const results: OcrResult[] = [];
  const lines: TextLine[] = [];
  const { rasterize } = ctx.env;
  for (const [i, p] of pages.entries()) {
    throwIfAborted(ctx.signal, stage);
    if (!rasterize) {
      throw new PipelineError(
        'OCR_FAILED',
        `page ${p} has no text layer (scanned) and this environment cannot render PDF pages for OCR`,
        { stage },
      );
    }
    ctx.progress?.(i / pages.length, `Extracting text... (OCR of page ${p}, ${i + 1} of ${pages.length})`);
    let raster: Awaited<ReturnType<typeof rasterize>>;
    try {
      const page = await handle.doc.getPage(p);
      raster = await rasterize(page, OCR_DPI / 72);
      page.cleanup();
    } catch (e) {
      if (ctx.signal?.aborted) throw new PipelineError('CANCELLED', undefined, { stage, cause: e });
      const why = e instanceof Error ? e.message : String(e);
      throw new PipelineError('OCR_FAILED', `could not render page ${p} for OCR (${why})`, {
        stage,
        cause: e,
      });
    }
    const out = await getOcrEngine(ctx.env).recognize(
      raster.image,
      { pageNumber: p, width: raster.width, height: raster.height, scale: 72 / OCR_DPI },
      ctx,
    );
    results.push(out.result);
    lines.push(...out.lines);
  }
  ctx.progress?.(1);
  return { results, lines };
}
