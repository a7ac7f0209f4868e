/**
 * The row pitch of a table's body. tableRows.ts starts a row wherever the pitch widens when a run's
 * pitches are bimodal (cells wrap, rows are set further apart by the cell padding). The lines down to the
 * header (the first line with a cell in every column the run uses) are set apart from the body by a rule
 * or a heading's spacing, so their pitch says nothing of the body's rows: a pandoc longtable without row
 * padding has an even body pitch under a wider header gap, and read as bimodal its whole body was one row
 * (`| 1 2 3 4 5 6 | Jul 7 & 9 Jul 14 & 16 … |`). Here only the body's pitches decide; without a header,
 * or with fewer than two body pitches, every pitch counts.
 */
import type { ChunkedLine } from './tableRows';

/** Whether the run's body pitch is bimodal: some pitch wider than `rowPitch` times the narrowest. */
export function bodyIsBimodal(
  run: ChunkedLine[],
  pitches: number[],
  columnOf: (x: number) => number,
  rowPitch: number,
): boolean {
  const columnsOf = (l: ChunkedLine) => new Set(l.chunks.map((c) => columnOf(c.x)));
  const used = new Set(run.flatMap((l) => [...columnsOf(l)]));
  const header = run.findIndex((l) => columnsOf(l).size === used.size);
  const body = header >= 0 && pitches.length - header - 1 >= 2 ? pitches.slice(header + 1) : pitches;
  const narrowest = Math.min(...body);
  return body.some((p) => p > rowPitch * narrowest);
}
