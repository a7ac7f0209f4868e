/**
 * Table rows rebuilt from text positions. A Word or Google Docs PDF lays a schedule out as a real
 * table: its cells are a few points apart (the cell padding, far less than the wide gap lines.ts keeps
 * as a column), and a long cell wraps onto further lines inside its row. Read line by line, a row's
 * cells run together (`1 9/3, 9/5 1-39 Procedural Due Process`) and a wrapped cell's second line reads
 * as a line of its own (`       /23   sday           and Complexity`), so the structurer sees neither
 * the columns nor the rows.
 *
 * Here a page's lines are split into chunks at gaps wider than CELL_GAP font sizes (a cell's padding,
 * never the space between words); chunk starts shared by several lines are the table's column starts.
 * A run of lines whose chunks all start at column starts, at least two of them with two or more
 * chunks, is a table, unless the line just above it (within two font sizes) has cells that are not at the column starts (a
 * centred header: the columns are not known, and the lines are left as they are). Its lines are grouped into rows: where the line pitch is bimodal (cells wrap, and
 * rows are further apart than a cell's lines by the cell padding) a wider pitch starts a row; where it
 * is even, a line with text in the first column does. A row is written as one pipe row,
 * `| cell | cell |`, each cell its lines joined, so the structurer reads it as it reads a markdown
 * table: the first row (the table's header) names the columns.
 */

import {
  joinListItem,
  listIndents,
  listRowStarts,
  withListHeaders,
  withListIndentColumns,
} from './cellLists';
import { gluedCells } from './gluedCells';
import {
  chunkBaseline,
  interleavedCells,
  interleavedRowStarts,
  joinParagraph,
  linePitch,
} from './interleavedCells';
import { alignedWithJustifiedCells, cellOf } from './justifiedCells';
import { bodyIsBimodal } from './bodyPitch';

/** A run of a line's text between two cell gaps. */
export interface Chunk {
  x: number;
  x1: number;
  text: string;
  /** Its first item's baseline, where it differs from its line's (interleavedCells.ts). */
  y?: number;
}

/** One printed line: its baseline (PDF user space, y up), font size and chunks left to right. */
export interface ChunkedLine {
  baseline: number;
  size: number;
  chunks: Chunk[];
}

/** A rebuilt table row: the indices of the printed lines it covers and its cells, left to right. */
export interface TableRow {
  lines: number[];
  cells: string[];
}

/** A gap this many font sizes wide separates two cells (cell padding ~0.9; a word space ~0.3). */
export const CELL_GAP = 0.75;
/** Chunk starts within this many points share a column. */
const ALIGN = 1.5;
/** A column start is shared by at least this many lines. */
const MIN_SUPPORT = 2;
/** A row pitch wider than this many times the narrowest pitch starts a new row. */
const ROW_PITCH = 1.12;
/** A line at most this many font sizes above a table is its header (not a running header). */
const HEADER_PITCH = 2;
/** Lines further apart than this many font sizes are not one table. */
const MAX_PITCH = 3.5;

/** The column starts of a page: chunk starts that several lines with two or more chunks share. */
export function columnStarts(lines: ChunkedLine[]): number[] {
  const starts = lines
    .filter((l) => l.chunks.length >= 2)
    .flatMap((l) => l.chunks.map((c) => c.x))
    .sort((a, b) => a - b);
  const columns: number[] = [];
  let group: number[] = [];
  const close = () => {
    if (group.length >= MIN_SUPPORT) columns.push(group[0]!);
    group = [];
  };
  for (const x of starts) {
    if (group.length && x - group[0]! > ALIGN) close();
    group.push(x);
  }
  close();
  return columns;
}

const columnOf = (x: number, columns: number[]) => columns.findIndex((c) => Math.abs(x - c) <= ALIGN);
/** The column a chunk is in: its start's, or the one it lies inside (a justified cell, justifiedCells.ts). */
const cellAt = (x: number, columns: number[]) => cellOf(x, columns, ALIGN);
/** A line of the table: every chunk in a column, none holding a pipe (a typed pipe table). */
const aligned = (l: ChunkedLine, columns: number[]) =>
  alignedWithJustifiedCells(
    l.chunks.map((c) => c.x),
    columns,
    ALIGN,
    (x) => columnOf(x, columns) >= 0,
  ) && l.chunks.every((c) => !c.text.includes('|'));

/**
 * Joins a cell's wrapped lines: no space after a hyphen or slash or before a slash (`3-`/`3.2`), nor
 * where a word too long for its column was broken inside it (`Wedne`/`sday`, `Da`/`te`): the line
 * before is one word (a line breaks inside a word only when the word alone is wider than the column)
 * that fills the column to within half a font size, and the next goes on with a lowercase letter.
 */
function joinCell(a: string, b: string, filled: boolean): string {
  if (!a) return b;
  if (a.endsWith('-') || a.endsWith('/') || b.startsWith('/')) return a + b;
  if (filled && /^[a-z]/.test(b) && /[A-Za-z]$/.test(a)) return a + b;
  // A two-digit number in a column one digit wide (`1` / `0`).
  if (filled && /^\d$/.test(a) && /^\d$/.test(b)) return a + b;
  return `${a} ${b}`;
}

/** The runs of aligned lines (start, end inclusive) holding at least two multi-chunk lines. */
function tableRuns(lines: ChunkedLine[], columns: number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  let wide = 0;
  const close = (end: number) => {
    // A multi-chunk line just above that is not aligned is a header whose cells are centred or
    // spread: the columns are not known, so the lines are left as they are (a fixed-width table).
    const above = lines[start - 1];
    const first = lines[start];
    const unreadHeader =
      above &&
      first &&
      above.chunks.length >= 2 &&
      above.baseline - first.baseline <= HEADER_PITCH * Math.max(above.size, first.size);
    if (start >= 0 && wide >= 2 && !unreadHeader) runs.push([start, end]);
    start = -1;
    wide = 0;
  };
  lines.forEach((l, i) => {
    const prev = lines[i - 1];
    const near = prev && prev.baseline - l.baseline <= MAX_PITCH * Math.max(prev.size, l.size);
    if (!aligned(l, columns) || (start >= 0 && !near)) close(i - 1);
    if (!aligned(l, columns)) return;
    if (start < 0) start = i;
    if (l.chunks.length >= 2) wide++;
  });
  close(lines.length - 1);
  return runs;
}

/** Groups a run's lines into rows (see the module comment) and fills their cells. */
function runRows(
  lines: ChunkedLine[],
  [start, end]: [number, number],
  columns: number[],
  indents: Map<number, number>,
): TableRow[] {
  // A list's wrapped lines go to the list's column (cellLists.ts).
  const columnIn = (x: number) => {
    const k = cellAt(x, columns);
    return indents.get(k) ?? k;
  };
  const pitches: number[] = [];
  for (let i = start + 1; i <= end; i++) pitches.push(lines[i - 1]!.baseline - lines[i]!.baseline);
  const narrowest = Math.min(...pitches);
  const size = Math.max(...lines.slice(start, end + 1).map((l) => l.size));
  const bimodal = bodyIsBimodal(lines.slice(start, end + 1), pitches, (x) => cellAt(x, columns), ROW_PITCH);
  const first = Math.min(
    ...lines.slice(start, end + 1).flatMap((l) => l.chunks.map((c) => cellAt(c.x, columns))),
  );
  const run = lines.slice(start, end + 1);
  // Cells set on baselines of their own leave the pitch no guide to the rows (interleavedCells.ts).
  const cellsApart = interleavedCells(pitches, size);
  const listed = run.some((l) => l.chunks.some((c) => indents.has(cellAt(c.x, columns))));
  // Row starts told otherwise than by the run's pitch: cells on baselines of their own, a list in a cell.
  const starts = cellsApart
    ? interleavedRowStarts(run, (x) => cellAt(x, columns), first)
    : listed
      ? listRowStarts(run, columnIn)
      : null;
  const cellPitch = cellsApart ? linePitch(run, (x) => cellAt(x, columns)) : Number.POSITIVE_INFINITY;
  // Each column's right edge: the furthest any of its lines reaches.
  const right = columns.map((_, k) =>
    Math.max(...run.flatMap((l) => l.chunks.filter((c) => cellAt(c.x, columns) === k).map((c) => c.x1))),
  );
  const rows: TableRow[] = [];
  // Where each cell's last line ends, and its text.
  let ends: number[] = [];
  let lasts: string[] = [];
  // Each cell's last baseline: a paragraph gap below it is an entry break (interleavedCells.ts).
  let tops: number[] = [];
  for (let i = start; i <= end; i++) {
    const l = lines[i]!;
    const pitch = pitches[i - start - 1] ?? Number.POSITIVE_INFINITY;
    const opensRow = starts
      ? starts[i - start]!
      : bimodal
        ? pitch > ROW_PITCH * narrowest
        : l.chunks.some((c) => cellAt(c.x, columns) === first);
    const row = rows.at(-1);
    const target = !row || opensRow ? { lines: [], cells: columns.map(() => '') } : row;
    if (target !== row) {
      rows.push(target);
      ends = columns.map(() => Number.NEGATIVE_INFINITY);
      lasts = columns.map(() => '');
      tops = columns.map(() => Number.POSITIVE_INFINITY);
    }
    target.lines.push(i);
    for (const c of l.chunks) {
      const at = columnIn(c.x);
      // Two cells pdf.js gave as one item (`WeekDates`, gluedCells.ts) fill their two columns.
      gluedCells(c, columns[at + 1], ALIGN).forEach((text, j) => {
        const k = at + j;
        const filled = ends[k]! >= right[k]! - 0.5 * l.size && !lasts[k]!.includes(' ');
        const cell = target.cells[k] ?? '';
        target.cells[k] =
          joinListItem(cell, text) ??
          joinParagraph(cell, text, tops[k]! - chunkBaseline(c, l), cellPitch) ??
          joinCell(cell, text, filled);
        tops[k] = chunkBaseline(c, l);
        ends[k] = c.x1;
        lasts[k] = text;
      });
    }
  }
  // Columns no row of this table uses (another table's columns on the page) are left out.
  const used = columns.map((_, k) => rows.some((r) => r.cells[k]));
  return rows.map((r) => ({ lines: r.lines, cells: r.cells.filter((_, k) => used[k]) }));
}

/** The page's table rows, top to bottom; lines not in a table are in none. */
export function tableRows(page: ChunkedLine[]): TableRow[] {
  const starts = columnStarts(page);
  if (starts.length < 2) return [];
  const columns = withListIndentColumns(page, starts, ALIGN);
  const indents = listIndents(page, columns, (x) => cellAt(x, columns));
  const lists = new Set(indents.values());
  const lines = lists.size
    ? page.map((l) => withListHeaders(l, columns, lists, (x) => cellAt(x, columns)))
    : page;
  return tableRuns(lines, columns).flatMap((run) => runRows(lines, run, columns, indents));
}

/** A table row as the pipe row the structurer reads. */
export const pipeRow = (cells: string[]) => `| ${cells.join(' | ')} |`;
