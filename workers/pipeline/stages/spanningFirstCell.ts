/**
 * A table whose first-column cell is merged across several rows. A schedule may merge its `Week` cell
 * over the week's class rows and centre the week number in it: the number then stands beside one of
 * the rows (or between two), and the rows below and above it have no first-column text. Rows told
 * apart by the first column alone (interleavedCells.ts) then fold a whole week into one row, its dates,
 * topics and readings each a list of paragraphs whose k-th items no longer line up once a cell is empty.
 *
 * The next column (the date column) marks the rows instead when each of its cells is short (a few
 * lines, a date's length, holding a digit) and it has at least twice as many cells as the first
 * column: every first-column cell then spans several of its rows.
 */
import type { ChunkedLine } from './tableRows';

/** A cell of the row-marking column is at most this many lines. */
const MAX_CELL_LINES = 3;
/** And at most this many characters (a date written out: `Wednesday, September 10`). */
const MAX_CELL_CHARS = 24;
/** The row-marking column has at least this many cells for each first-column cell. */
const CELLS_PER_SPAN = 2;

interface Block {
  lines: number;
  text: string;
}

/** The cells (blocks of lines no more than `gap` apart) of column `k` in the run, below its first line. */
function blocksOf(run: ChunkedLine[], columnOf: (x: number) => number, k: number, gap: number): Block[] {
  const blocks: Block[] = [];
  let last = Number.POSITIVE_INFINITY;
  for (const l of run.slice(1)) {
    for (const c of l.chunks) {
      if (columnOf(c.x) !== k) continue;
      const y = c.y ?? l.baseline;
      const block = blocks.at(-1);
      if (block && last - y <= gap) {
        block.lines++;
        block.text += c.text;
      } else blocks.push({ lines: 1, text: c.text });
      last = y;
    }
  }
  return blocks;
}

/** A short cell holding a digit: a date or a class number. */
const isShortMark = (b: Block) =>
  b.lines <= MAX_CELL_LINES && b.text.length <= MAX_CELL_CHARS && /\d/.test(b.text);

/**
 * The column whose cells start the run's rows: the first column, or the next one used when every
 * first-column cell spans several of its short cells.
 */
export function rowMarkColumn(
  run: ChunkedLine[],
  columnOf: (x: number) => number,
  first: number,
  gap: number,
): number {
  const used = run.flatMap((l) => l.chunks.map((c) => columnOf(c.x))).filter((k) => k > first);
  if (!used.length) return first;
  const next = Math.min(...used);
  const firsts = blocksOf(run, columnOf, first, gap);
  const marks = blocksOf(run, columnOf, next, gap);
  const spans = firsts.length > 0 && marks.length >= CELLS_PER_SPAN * firsts.length;
  return spans && marks.every(isShortMark) ? next : first;
}
