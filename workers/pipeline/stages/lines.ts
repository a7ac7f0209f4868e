import type { Bbox, PdfTextItem, TextLine } from '../../../src/core/model';

/** A pdf.js text item reduced to what line merging needs (PDF user space: y is the baseline, up). */
export interface PositionedItem extends PdfTextItem {
  /** Font size along the line (|transform[3]|), used for tolerances when height is 0. */
  fontSize?: number;
}

/** Maps a PDF-space rectangle [x0, y0, x1, y1] to page-view coordinates (top-left origin). */
export type ToView = (rect: [number, number, number, number]) => Bbox;

const LIGATURES: Record<string, string> = {
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
  '\ufb05': 'st',
  '\ufb06': 'st',
};

/** Replaces ligature glyphs and odd spaces so split words read as words. */
export function cleanText(s: string): string {
  return s
    .replace(/[\ufb00-\ufb06]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u00ad\u200b-\u200d\ufeff]/g, '');
}

const sizeOf = (it: PositionedItem) => Math.max(it.height, it.fontSize ?? 0, 1);

interface Row {
  baseline: number;
  size: number;
  items: PositionedItem[];
}

/** The page's typical character width, so column gaps can be kept as runs of spaces. */
function medianCharWidth(items: PositionedItem[]): number {
  const widths = items
    .map((it) => ({ w: it.width, n: cleanText(it.str).trim().length }))
    .filter((it) => it.n >= 3 && it.w > 0)
    .map((it) => it.w / it.n)
    .sort((a, b) => a - b);
  return widths[Math.floor(widths.length / 2)] ?? 5;
}

/**
 * Merges a page's text items into lines: items whose baselines lie within half a font size join one
 * line; lines run top to bottom, items left to right. Items closer than a fifth of the font size are
 * joined without a space (pdf.js splits words at ligatures and kerning changes); wider gaps get one.
 * A gap wider than 1.5 font sizes (a table column) becomes a run of spaces reaching the item's
 * character column, as `pdftotext -layout` does, and a line starts at its own column (indentation), so
 * the structurer can still tell table columns and indented continuations apart.
 */
export function mergeItemsIntoLines(
  items: PositionedItem[],
  page: number,
  toView: ToView,
): { lines: TextLine[]; text: string } {
  const usable = items.filter((it) => cleanText(it.str).trim() !== '' || it.str === ' ');
  const sorted = [...usable].sort((a, b) => b.y - a.y);
  const rows: Row[] = [];
  for (const it of sorted) {
    const size = sizeOf(it);
    const row = rows.at(-1);
    if (row && Math.abs(row.baseline - it.y) <= 0.5 * Math.max(row.size, size)) {
      row.items.push(it);
      if (size > row.size) {
        row.size = size;
        row.baseline = it.y;
      }
    } else {
      rows.push({ baseline: it.y, size, items: [it] });
    }
  }

  const left = Math.min(...usable.map((it) => it.x));
  const charWidth = medianCharWidth(usable);
  const lines: TextLine[] = [];
  for (const row of rows) {
    const ordered = row.items.sort((a, b) => a.x - b.x);
    let text = '';
    let end = Number.NEGATIVE_INFINITY;
    let x0 = Number.POSITIVE_INFINITY;
    let x1 = Number.NEGATIVE_INFINITY;
    let wasRaised = false;
    for (const it of ordered) {
      const s = cleanText(it.str);
      // Superscripts and subscripts (footnote marks) are separate tokens, not part of the word.
      const raised = Math.abs(it.y - row.baseline) > 0.15 * row.size;
      const gap = it.x - end;
      const apart = gap > 0.2 * row.size || raised || wasRaised;
      const column = Math.round((it.x - left) / charWidth);
      if (!text.trim()) {
        text = ''.padEnd(column, ' ');
      } else if (gap > 1.5 * row.size) {
        text = text.replace(/\s+$/, '');
        text = text.padEnd(Math.max(column, text.length + 3), ' ');
      } else if (text && apart && !text.endsWith(' ') && !s.startsWith(' ')) text += ' ';
      text += s;
      wasRaised = raised;
      end = Math.max(end, it.x + it.width);
      x0 = Math.min(x0, it.x);
      x1 = Math.max(x1, it.x + it.width);
    }
    // Single spaces inside a cell; the padding before a column is kept.
    text = text.replace(/(\S) {1,2}(?=\S)/g, '$1 ').replace(/\s+$/, '');
    if (!text.trim()) continue;
    const bbox = toView([x0, row.baseline - 0.25 * row.size, x1, row.baseline + row.size]);
    lines.push({ text, page, line: lines.length + 1, bbox });
  }
  return { lines, text: lines.map((l) => l.text).join('\n') };
}

/** A ToView for an unrotated page of the given height whose origin is at (ox, oy). */
export function flipY(pageHeight: number, ox = 0, oy = 0): ToView {
  return ([a, b, c, d]) => ({
    x0: Math.min(a, c) - ox,
    x1: Math.max(a, c) - ox,
    y0: pageHeight - (Math.max(b, d) - oy),
    y1: pageHeight - (Math.min(b, d) - oy),
  });
}
