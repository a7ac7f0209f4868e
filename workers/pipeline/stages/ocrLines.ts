/**
 * The text of an OCR line from its words. Tesseract gives each word a box; joined with one space, a
 * table photographed without rules (`1   Tu Jan. 22   Introduction   Ch. 17`) reads as one run of
 * words and its columns are lost. As the PDF text stage does (lines.ts), a gap between two words wider
 * than 1.5 line heights (a column, never the space between words of a sentence) becomes a run of
 * spaces reaching the word's character column on the page, so the structurer can tell the columns.
 * A line also starts at its own column (indentation: a nested bullet, a table cell's wrapped text
 * under its column), measured from the left edge of the lines around it, so a photo taken at a slight
 * angle, whose margin drifts down the page, does not indent its lower lines.
 */

export interface OcrBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrLineWord {
  text: string;
  bbox: OcrBox;
}

/** Where a page's text starts and how wide its typical character is, in pixels. */
export interface PageGrid {
  left: number;
  charWidth: number;
}

/** A gap this many line heights wide separates two columns. */
const COLUMN_GAP = 1.5;
/** The left edge of a line's neighbourhood: this many lines above and below it. */
const MARGIN_SPAN = 12;
/** An indent of fewer characters is the margin's drift, not an indent. */
const MIN_INDENT = 2;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The page's left edge of text and typical character width, from all its words. */
export function pageGrid(words: OcrLineWord[]): PageGrid {
  const widths = words
    .filter((w) => w.text.trim().length >= 3 && w.bbox.x1 > w.bbox.x0)
    .map((w) => (w.bbox.x1 - w.bbox.x0) / w.text.trim().length);
  const left = words.length ? Math.min(...words.map((w) => w.bbox.x0)) : 0;
  return { left, charWidth: median(widths) || 8 };
}

/**
 * One line's words joined: one space between words, a run of spaces up to the column after a wide
 * gap, and the line's indent from `grid.left` when it is at least MIN_INDENT characters.
 */
export function ocrLineText(words: OcrLineWord[], grid: PageGrid): string {
  const height = median(words.map((w) => w.bbox.y1 - w.bbox.y0));
  const first = words[0] ? Math.round((words[0].bbox.x0 - grid.left) / grid.charWidth) : 0;
  let text = first >= MIN_INDENT ? ' '.repeat(first) : '';
  let end = Number.NEGATIVE_INFINITY;
  for (const w of words) {
    const word = w.text.trim();
    if (!text.trim()) text += word;
    else if (height > 0 && w.bbox.x0 - end > COLUMN_GAP * height) {
      const column = Math.round((w.bbox.x0 - grid.left) / grid.charWidth);
      text = `${text.padEnd(Math.max(column, text.length + 3), ' ')}${word}`;
    } else text = `${text} ${word}`;
    end = w.bbox.x1;
  }
  return text;
}

/** The texts of a page's lines (each its words, left to right), columns and indents measured locally. */
export function ocrLineTexts(lines: OcrLineWord[][]): string[] {
  const { charWidth } = pageGrid(lines.flat());
  const lefts = lines.map((ws) => Math.min(...ws.map((w) => w.bbox.x0)));
  return lines.map((ws, i) => {
    const near = lefts.slice(Math.max(0, i - MARGIN_SPAN), i + MARGIN_SPAN + 1);
    return ocrLineText(ws, { left: Math.min(...near), charWidth });
  });
}
