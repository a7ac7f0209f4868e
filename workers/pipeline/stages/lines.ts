import type { Bbox, PdfTextItem, TextLine } from '../../../src/core/model';
import { centredRows } from './centredRows';
import { CELL_GAP, type Chunk, pipeRow, type TableRow, tableRows } from './tableRows';

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
 * A row's text: items left to right, joined without a space when closer than a fifth of the font size,
 * with one when further, and a column gap (over 1.5 font sizes) kept as a run of spaces reaching the
 * item's character column counted from `left`; the row starts at its own column (indentation).
 */
function rowText(row: Row, left: number, charWidth: number): string {
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  let wasRaised = false;
  for (const it of row.items) {
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
  }
  // Single spaces inside a cell; the padding before a column is kept.
  return text.replace(/(\S) {1,2}(?=\S)/g, '$1 ').replace(/\s+$/, '');
}

/** A list marker alone (`•`, `-`, `3.`, `b)`): the item's text after it is not another cell. */
const LIST_MARKER = /^(?:[•◦▪▫■□●○‣⁃–*-]|\d{1,3}[.)]|[a-zA-Z][.)])$/;

/** A row cut at gaps wider than CELL_GAP font sizes (tableRows.ts): each piece's text and extent. */
function chunks(row: Row): Chunk[] {
  const out: Chunk[] = [];
  let items: PositionedItem[] = [];
  const close = () => {
    if (!items.length) return;
    const x = items[0]!.x;
    const own = items;
    let text: string | undefined;
    // The text is built only when the chunk is read (a table's cell), not for every line of a page.
    out.push({
      x,
      x1: Math.max(...own.map((it) => it.x + it.width)),
      y: own[0]!.y,
      get text() {
        text ??= rowText({ ...row, items: own }, x, 1).trim();
        return text;
      },
    });
    items = [];
  };
  let end = Number.NEGATIVE_INFINITY;
  for (const it of row.items) {
    if (!cleanText(it.str).trim()) continue;
    const marker = items.length === 1 && LIST_MARKER.test(cleanText(items[0]!.str).trim());
    if (it.x - end > CELL_GAP * row.size && !marker) close();
    items.push(it);
    end = Math.max(end, it.x + it.width);
  }
  close();
  return out;
}

/**
 * The page's table rows. A table whose cells are centred in their rows (centredRows.ts) is taken unless
 * the lines it covers read as a table whose cells share column starts (tableRows.ts: as many rows
 * of it inside as half the centred table's rows); the other lines are read by tableRows.ts.
 */
function pageTables(lines: Array<Row & { chunks: Chunk[] }>): TableRow[] {
  const cellLine = (items: PositionedItem[]): string => {
    const big = items.reduce((a, b) => (sizeOf(b) > sizeOf(a) ? b : a));
    return rowText({ baseline: big.y, size: sizeOf(big), items }, items[0]!.x, 1);
  };
  const grid = tableRows(lines);
  const centred = centredRows(lines, cellLine).filter((table) => {
    const covered = new Set(table.flatMap((r) => r.lines));
    return 2 * grid.filter((r) => r.lines.some((i) => covered.has(i))).length < table.length - 1;
  });
  if (!centred.length) return grid;
  const claimed = new Set(centred.flat().flatMap((t) => t.lines));
  const rest = lines.flatMap((_, i) => (claimed.has(i) ? [] : [i]));
  const others = tableRows(rest.map((i) => lines[i]!)).map((t) => ({
    ...t,
    lines: t.lines.map((k) => rest[k]!),
  }));
  return [...centred.flat(), ...others];
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
  /** The left edge to count indentation from, given the page's leftmost text (bodyMargin.ts); default: that text. */
  leftFor: (pageLeft: number) => number = (pageLeft) => pageLeft,
): { lines: TextLine[]; text: string; pageLeft: number } {
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

  const pageLeft = Math.min(...usable.map((it) => it.x));
  const left = leftFor(pageLeft);
  const charWidth = medianCharWidth(usable);
  for (const row of rows) row.items.sort((a, b) => a.x - b.x);
  // A table laid out as a real table (cells a padding apart, wrapped cells) is rebuilt as pipe rows.
  const chunked = rows.map((row) => ({ ...row, chunks: chunks(row) }));
  const tables = pageTables(chunked);
  const tableAt = new Map(tables.map((t) => [t.lines[0]!, t]));
  const inTable = new Set(tables.flatMap((t) => t.lines));
  const lines: TextLine[] = [];
  const push = (text: string, members: Row[]) => {
    const x0 = Math.min(...members.flatMap((r) => r.items.map((it) => it.x)));
    const x1 = Math.max(...members.flatMap((r) => r.items.map((it) => it.x + it.width)));
    const top = members[0]!;
    const bottom = members.at(-1)!;
    const bbox = toView([x0, bottom.baseline - 0.25 * bottom.size, x1, top.baseline + top.size]);
    lines.push({ text, page, line: lines.length + 1, bbox });
  };
  rows.forEach((row, i) => {
    const table = tableAt.get(i);
    if (table)
      push(
        pipeRow(table.cells),
        table.lines.map((k) => rows[k]!),
      );
    if (inTable.has(i)) return;
    const text = rowText(row, left, charWidth);
    if (text.trim()) push(text, [row]);
  });
  return { lines, text: lines.map((l) => l.text).join('\n'), pageLeft };
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
