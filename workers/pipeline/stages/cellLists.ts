/**
 * A Word list inside a table cell. Word sets a numbered or bulleted list in a cell with a hanging indent:
 * the number (`1.`) at the list's indent, the item's text one tab stop further right, and every wrapped
 * line of the item at that text position, so the lines of one Reading cell start at two places
 * (`1. Fundamentals of Data Visualization:` at 225, `Chapters 2` at 243). Both are column starts to
 * tableRows.ts, which put an item's wrapped line in a column of its own. The list is also indented from
 * the cell's edge, where the column's header stands (`Reading` at 207), so the header was read as the rest
 * of the column to its left (`Topic Reading`) and named no reading column. And a list's items are spaced
 * apart by more than the lines of the cell beside them (`Marks and` / `Channels`), so the pitch cut every
 * item into a row of its own.
 *
 * Here a column start right of a column whose cells begin with list markers, within the width of a marker
 * and its tab, that never shares a line with that column and holds no marker of its own (a nested list's
 * bullets are items, not wrapped text), is the list's text indent: its lines go to the list's column. A header cell standing just left of a list column, past a cell of the column before it,
 * is that column's header. In a run holding such a list, a line starts a row only where one of its cells
 * lies further below the cell above it, in its column, than that column's own line pitch; and a new list
 * item in a cell is kept apart from the item before by an entry break (`<br>`), as an HTML table's cell
 * keeps its line breaks, so the structurer reads each item on its own.
 */
import type { Chunk, ChunkedLine } from './tableRows';

/** A list marker opening a cell's line: `1.`, `2)`, `a.`, a bullet or a symbol-font bullet glyph. */
const LIST_ITEM = /^(?:\d{1,2}[.)]|[a-z][.)]|[•◦▪■●‣⁃\uf0a7\uf0b7])\s/;
/** A text indent lies at most this many font sizes right of its list's markers. */
const MAX_INDENT = 3;
/** A line further below the line above in its column than this many of the column's line pitches starts a row. */
const ROW_PITCH = 1.12;

export const startsListItem = (text: string) => LIST_ITEM.test(text);

/** A chunk's own baseline (lines.ts keeps it where two cells' lines were merged into one). */
const baselineOf = (c: Chunk, l: ChunkedLine) => c.y ?? l.baseline;

/**
 * The column starts with a list's text indent added where it is no column start yet: on a page where the
 * table's list items are short, few lines hold a wrapped item's text beside another cell.
 */
export function withListIndentColumns(page: ChunkedLine[], columns: number[], align: number): number[] {
  const size = Math.max(...page.map((l) => l.size));
  const chunks = page.flatMap((l) => l.chunks);
  const added: number[] = [];
  for (const start of columns) {
    const items = chunks.filter((c) => Math.abs(c.x - start) <= align && startsListItem(c.text));
    if (items.length < 2) continue;
    // A wrapped item's text, not a nested list's items (those start with a marker of their own).
    const indented = chunks
      .filter((c) => !startsListItem(c.text))
      .map((c) => c.x)
      .filter((x) => x > start + align && x - start <= MAX_INDENT * size)
      .filter((x) => !columns.some((k) => Math.abs(x - k) <= align))
      .sort((a, b) => a - b);
    const at = indented.find((x, i) => indented[i + 1] !== undefined && indented[i + 1]! - x <= align);
    if (at !== undefined) added.push(at);
  }
  return added.length ? [...columns, ...added].sort((a, b) => a - b) : columns;
}

/** The columns that are a list's text indent, each mapped to its list's column. */
export function listIndents(
  lines: ChunkedLine[],
  columns: number[],
  columnOf: (x: number) => number,
): Map<number, number> {
  const indents = new Map<number, number>();
  const size = Math.max(...lines.map((l) => l.size));
  for (let k = 1; k < columns.length; k++) {
    if (columns[k]! - columns[k - 1]! > MAX_INDENT * size) continue;
    const cells = lines.flatMap((l) => l.chunks.filter((c) => columnOf(c.x) === k - 1));
    if (!cells.some((c) => startsListItem(c.text))) continue;
    // The indent holds wrapped text, not the items of a nested list.
    const wrapped = lines.flatMap((l) => l.chunks.filter((c) => columnOf(c.x) === k));
    if (wrapped.some((c) => startsListItem(c.text))) continue;
    const shared = lines.some((l) => {
      const at = l.chunks.map((c) => columnOf(c.x));
      return at.includes(k) && at.includes(k - 1);
    });
    if (!shared) indents.set(k, k - 1);
  }
  return indents;
}

/**
 * A header cell left of a list column's markers: a chunk off every column start, in a column where the
 * line already has a cell, within a list indent of the list column's start, is moved to that start.
 */
export function withListHeaders(
  line: ChunkedLine,
  columns: number[],
  lists: Set<number>,
  columnOf: (x: number) => number,
): ChunkedLine {
  let moved = false;
  const chunks = line.chunks.map((c, i) => {
    const k = columnOf(c.x) + 1;
    const before = line.chunks[i - 1];
    const listAhead = lists.has(k) && columns[k]! - c.x > 0 && columns[k]! - c.x <= MAX_INDENT * line.size;
    if (!listAhead || !before || columnOf(before.x) !== k - 1 || columnOf(c.x) === -1) return c;
    moved = true;
    return { ...c, x: columns[k]!, x1: Math.max(c.x1, columns[k]!) };
  });
  return moved ? { ...line, chunks } : line;
}

/** For each line of a run with a list in a cell, whether it starts a row (the pitch of its own column). */
export function listRowStarts(run: ChunkedLine[], columnOf: (x: number) => number): boolean[] {
  const pitch = new Map<number, number>();
  const last = new Map<number, number>();
  for (const l of run) {
    for (const c of l.chunks) {
      const k = columnOf(c.x);
      const above = last.get(k);
      const y = baselineOf(c, l);
      if (above !== undefined && above > y) pitch.set(k, Math.min(pitch.get(k) ?? above - y, above - y));
      last.set(k, y);
    }
  }
  last.clear();
  return run.map((l, i) => {
    const opens = l.chunks.some((c) => {
      const k = columnOf(c.x);
      const above = last.get(k);
      const own = pitch.get(k);
      if (above === undefined) return true;
      return own !== undefined && above - baselineOf(c, l) > ROW_PITCH * own;
    });
    for (const c of l.chunks) last.set(columnOf(c.x), baselineOf(c, l));
    return i === 0 || opens;
  });
}

/** A new list item joined to its cell's items with an entry break. */
export function joinListItem(cell: string, text: string): string | null {
  return startsListItem(cell) && startsListItem(text) ? `${cell} <br> ${text}` : null;
}
