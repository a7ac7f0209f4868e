/**
 * Table cells whose lines interleave. A word processor sets each cell of a row as a paragraph of its
 * own, with its own spacing before and after, so two cells of one row need not share baselines: in a
 * Word table whose Topic cell has a title and a question paragraph and whose Literature cell has wrapped
 * references, the Topic lines fall between the Literature lines (`… Guckian (2018).` 14 points above
 * `Viktoria Cologna`, 5 points above `Why is climate change`, 9 points above `Challenges, insights`).
 * Read as one run of lines, the pitch between neighbours is then the offset between two cells, not a
 * line pitch, and tableRows.ts, which starts a row wherever the pitch widens, cut every printed line
 * into a row of its own.
 *
 * Two lines of one cell are at least a line apart; lines closer than most of a font size belong to
 * different cells. Where a run has such a pitch, rows are told apart by the first column alone: a line
 * with a first-column cell starts a row when it lies more than a line pitch below the last first-column
 * line (a number too wide for a narrow first column wraps, `1` over `0`, one line pitch apart, and
 * stays one cell). The line pitch is the smallest distance between two lines of one column. A header
 * line with a cell in every column is a row of its own: the lines under it at the top of a page go on a
 * row begun on the page before, not the header. Inside a row, a cell's line further below the cell's
 * line before than a line pitch starts a new paragraph of the cell (the spacing after a paragraph: one
 * reference of a Literature cell after another): the two are joined by an entry break, `<br>`, as an
 * HTML table's cell keeps its line breaks, so the structurer reads each paragraph on its own.
 */
import { rowMarkColumn } from './spanningFirstCell';
import type { Chunk, ChunkedLine } from './tableRows';

/** Lines closer than this many font sizes are lines of two different cells. */
export const INTERLEAVED_PITCH = 0.8;
/** A first-column line further below the last one than this many line pitches starts a row. */
const ROW_GAP = 1.12;

/** Whether a table run's line pitches show cells set on baselines of their own. */
export function interleavedCells(pitches: number[], size: number): boolean {
  return pitches.some((p) => p < INTERLEAVED_PITCH * size);
}

/**
 * A chunk's own baseline: two cells' lines less than half a font size apart are merged into one printed
 * line (lines.ts), whose baseline is the upper one's.
 */
export const chunkBaseline = (c: Chunk, l: ChunkedLine) => c.y ?? l.baseline;

/** The smallest distance between two successive lines of one same column. */
export function linePitch(run: ChunkedLine[], columnOf: (x: number) => number): number {
  const last = new Map<number, number>();
  let pitch = Number.POSITIVE_INFINITY;
  for (const l of run) {
    for (const c of l.chunks) {
      const k = columnOf(c.x);
      const y = chunkBaseline(c, l);
      const above = last.get(k);
      if (above !== undefined && above > y) pitch = Math.min(pitch, above - y);
      last.set(k, y);
    }
  }
  return pitch;
}

/** For each line of a run whose cells interleave, whether it starts a table row. */
export function interleavedRowStarts(
  run: ChunkedLine[],
  columnOf: (x: number) => number,
  first: number,
): boolean[] {
  const columnsOf = (l: ChunkedLine) => new Set(l.chunks.map((c) => columnOf(c.x)));
  const pitch = linePitch(run, columnOf);
  const used = new Set(run.flatMap((l) => [...columnsOf(l)]));
  const fullHeader = run.length > 0 && columnsOf(run[0]!).size === used.size;
  // A first-column cell merged across several rows leaves the next column to mark them (spanningFirstCell.ts).
  const mark = rowMarkColumn(run, columnOf, first, ROW_GAP * pitch);
  let lastFirst = Number.POSITIVE_INFINITY;
  return run.map((l, i) => {
    const hasFirst = columnsOf(l).has(mark);
    const opens =
      i === 0 || (i === 1 && fullHeader) || (hasFirst && lastFirst - l.baseline > ROW_GAP * pitch);
    if (hasFirst) lastFirst = l.baseline;
    return opens;
  });
}

/** Joins a cell's line to the cell so far: an entry break where a paragraph gap lies between them. */
export function joinParagraph(cell: string, text: string, gap: number, pitch: number): string | null {
  return cell && gap > ROW_GAP * pitch ? `${cell} <br> ${text}` : null;
}
