/**
 * The text of an OCR line from its words. Tesseract gives each word a box; joined with one space, a
 * table photographed without rules (`1   Tu Jan. 22   Introduction   Ch. 17`) reads as one run of
 * words and its columns are lost. As the PDF text stage does (lines.ts), a gap between two words wider
 * than 1.5 line heights (a column, never the space between words of a sentence) becomes a run of
 * spaces reaching the word's character column on the page, so the structurer can tell the columns.
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

/** One line's words joined: one space between words, a run of spaces up to the column after a wide gap. */
export function ocrLineText(words: OcrLineWord[], grid: PageGrid): string {
  const height = median(words.map((w) => w.bbox.y1 - w.bbox.y0));
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const w of words) {
    const word = w.text.trim();
    if (!text) text = word;
    else if (height > 0 && w.bbox.x0 - end > COLUMN_GAP * height) {
      const column = Math.round((w.bbox.x0 - grid.left) / grid.charWidth);
      text = `${text.padEnd(Math.max(column, text.length + 3), ' ')}${word}`;
    } else text = `${text} ${word}`;
    end = w.bbox.x1;
  }
  return text;
}
