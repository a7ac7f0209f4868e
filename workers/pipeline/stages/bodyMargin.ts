/**
 * The document's body margin. Indentation is counted from a left edge; a page's own leftmost text is
 * no edge when the page holds only the rest of an indented list (a schedule's class bullets running
 * onto a last page): its bullets would start at column 0 there while the same bullets start indented
 * on the pages before, and read as another list level. The margin is the median left edge of the text
 * pages read so far; a page whose text starts right of it by up to an inch is indented from the margin.
 * A page further right is laid out differently (a landscape table, a centred cover) and keeps its edge,
 * as does a page whose text starts left of the margin.
 */

/** The furthest right of the margin (PDF points, one inch) a page's text may start and still be indented. */
export const MAX_INDENT_FROM_MARGIN = 72;

export interface BodyMargin {
  /** The left edge to count a page's indentation from, given the page's own leftmost text. */
  leftFor(pageLeft: number): number;
  /** Records the left edge of a text page read. */
  saw(pageLeft: number): void;
}

export function createBodyMargin(): BodyMargin {
  const lefts: number[] = [];
  const median = () => {
    const sorted = [...lefts].sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)];
  };
  return {
    leftFor(pageLeft) {
      const margin = median();
      if (margin === undefined || pageLeft <= margin) return pageLeft;
      return pageLeft - margin <= MAX_INDENT_FROM_MARGIN ? margin : pageLeft;
    },
    saw(pageLeft) {
      if (Number.isFinite(pageLeft)) lefts.push(pageLeft);
    },
  };
}
