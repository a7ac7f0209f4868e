/**
 * Small text in a photo. A phone photo of a whole page, taken from arm's length or at a slant, gives
 * words 8 to 12 pixels tall; tesseract's LSTM reads text best several times that size, and on such a
 * photo it drops whole lines of small print (a `Pgs. 3-27` line under each dated heading) and misreads
 * table cells. When the words of a first pass are small, the image is enlarged (SMALL_TEXT_SCALE, by
 * the environment's canvas) and read again; the pass that reads more words is kept, its boxes mapped
 * back to the original image's pixels. Photos of ordinary-sized text are read once, as before.
 */

/** Median word height (pixels) under which a page is read again enlarged. */
export const SMALL_TEXT_PX = 13;
/** How much a page of small text is enlarged before the second pass. */
export const SMALL_TEXT_SCALE = 2;

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
interface Word {
  text: string;
  confidence: number;
  bbox: Box;
}
interface Block {
  paragraphs: Array<{ lines: Array<{ words: Word[] }> }>;
}

const words = (blocks: Block[] | null | undefined): Word[] =>
  (blocks ?? []).flatMap((b) =>
    (b.paragraphs ?? []).flatMap((p) => (p.lines ?? []).flatMap((l) => l.words ?? [])),
  );

const readWords = (blocks: Block[] | null | undefined) =>
  words(blocks).filter((w) => w.confidence > 0 && w.text.trim() !== '');

/** The median height of the words read (confidence above 0), or null when none was. */
export function medianWordHeight(blocks: Block[] | null | undefined): number | null {
  const heights = readWords(blocks)
    .map((w) => w.bbox.y1 - w.bbox.y0)
    .sort((a, b) => a - b);
  return heights.length ? heights[Math.floor(heights.length / 2)]! : null;
}

/** True when the words read are small enough that an enlarged second pass is worth its time. */
export function isSmallText(blocks: Block[] | null | undefined): boolean {
  const h = medianWordHeight(blocks);
  return h !== null && h < SMALL_TEXT_PX;
}

/** The blocks with every word box divided by `factor` (boxes of an enlarged image, back to the original). */
export function shrinkBoxes<B extends Block>(blocks: B[], factor: number): B[] {
  const scale = (b: Box): Box => ({
    x0: b.x0 / factor,
    y0: b.y0 / factor,
    x1: b.x1 / factor,
    y1: b.y1 / factor,
  });
  return blocks.map((block) => ({
    ...block,
    paragraphs: (block.paragraphs ?? []).map((p) => ({
      ...p,
      lines: (p.lines ?? []).map((l) => ({
        ...l,
        words: (l.words ?? []).map((w) => ({ ...w, bbox: scale(w.bbox) })),
      })),
    })),
  }));
}

/** The pass that read more words: the enlarged one on a tie. */
export function betterPass<B extends Block>(first: B[] | null | undefined, enlarged: B[]): boolean {
  return readWords(enlarged).length >= readWords(first).length;
}
