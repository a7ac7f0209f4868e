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

/**
 * Merges a page's text items into lines: items whose baselines lie within half a font size join one
 * line; lines run top to bottom, items left to right. Items closer than a fifth of the font size are
 * joined without a space (pdf.js splits words at ligatures and kerning changes); wider gaps get one.
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
      if (text && apart && !text.endsWith(' ') && !s.startsWith(' ')) text += ' ';
      text += s;
      wasRaised = raised;
      end = Math.max(end, it.x + it.width);
      x0 = Math.min(x0, it.x);
      x1 = Math.max(x1, it.x + it.width);
    }
    text = text.replace(/\s+/g, ' ').trim();
    if (!text) continue;
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
