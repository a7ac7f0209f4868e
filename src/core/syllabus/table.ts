/** Fixed-width text tables whose header names a Reading column (pandoc tables, PDF layout text). */
import type { PreparedLine } from './prepare';
import { stripMarkup } from './text';
import { matchesOf } from './matches';

export type Column = 'date' | 'topic' | 'reading' | 'other';

export interface Table {
  columns: { start: number; kind: Column }[];
  /** What a bare number in the reading column is, when its header says so ("Readings (Chap.)"). */
  unit?: 'Ch.';
}

function kindOf(header: string): Column {
  if (/^(?:date|day|week|class|session)s?\b/i.test(header)) return 'date';
  if (/^(?:topics?|subjects?|themes?|contents?)\b/i.test(header)) return 'topic';
  if (/^(?:readings?|assigned readings?|required readings?|preparation|materials?)\b/i.test(header))
    return 'reading';
  return 'other';
}

/** A cell's text: words joined by single spaces (a longer gap ends the cell). */
const CELL_TEXT = /\S+(?: \S+)*/g;

/** Cells of a fixed-width line with their starting columns. */
export function cellsOf(raw: string): { start: number; text: string }[] {
  const out: { start: number; text: string }[] = [];
  for (const m of matchesOf(CELL_TEXT, raw)) out.push({ start: m.index!, text: m[0] });
  return out;
}

const CELL_GAP = /\S(?:\s\s|[^\S ])/;

/** A header row like "Day   Topic   Reading" opens a table. */
export function findTable(l: PreparedLine): Table | null {
  return l.cells || l.bullet ? null : fixedTableHeader(l.raw);
}

/** The table a header line like "Day   Topic   Reading" opens, or null. */
export function fixedTableHeader(raw: string): Table | null {
  // Two cells need a gap between them that is not one plain space (most lines have none).
  if (!CELL_GAP.test(raw)) return null;
  const cells = cellsOf(raw);
  if (cells.length < 2 || cells.length > 8) return null;
  const columns = cells.map((c) => ({ start: c.start, kind: kindOf(c.text) }));
  const kinds = new Set(columns.map((c) => c.kind));
  if (!kinds.has('reading') || !(kinds.has('date') || kinds.has('topic'))) return null;
  if (cells.some((c) => c.text.split(' ').length > 3)) return null;
  const readingHeader = cells.find((c) => kindOf(c.text) === 'reading')?.text ?? '';
  return /\bchap/i.test(readingHeader) ? { columns, unit: 'Ch.' } : { columns };
}

/** Assign each cell of a row to the nearest header column. */
export function tableCells(raw: string, table: Table): Map<Column, string> {
  const out = new Map<Column, string>();
  for (const cell of cellsOf(raw)) {
    let best = table.columns[0]!;
    for (const col of table.columns) {
      if (Math.abs(col.start - cell.start) < Math.abs(best.start - cell.start)) best = col;
    }
    const prev = out.get(best.kind);
    const text = stripMarkup(cell.text);
    if (text) out.set(best.kind, prev ? `${prev} ${text}` : text);
  }
  return out;
}
