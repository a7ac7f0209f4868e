/**
 * An HTML table flattened to `|` text with every cell on a line of its own: a row opens with `|`
 * (`| 1 | 08/19 |`) and each further line closes one more cell (`Electric charge. |`, `20.1 - 20.3 |
 * CHW1 … |`); lines of bare pipes (`|`, `||||`) only close empty cells. The cell lines are joined
 * onto the row they continue, bare-pipe lines dropped, and a row that leaves out the header's
 * leading number column (a week written on the week's first row only) gets an empty first cell, so
 * every row lines up with the header for the pipe table layout. Runs before the lines are joined.
 */
import { pipeHeader } from '../columns';

const CONTINUES_ROW = /^[^|]\S?.*\|\s*$/;
const BARE_PIPES = /^[|\s]+$/;
const NUMBER_CELL = /^\d{1,3}$/;
const DATE_CELL = /^\d{1,2}\/\d{1,2}(?:\/\d{2,4})?$|^[A-Za-z]{3,9}\.?\s+\d{1,2}$/;

const cellsOf = (row: string): string[] => row.trim().replace(/^\|/, '').replace(/\|$/, '').split('|');

/** The header row of a table whose header itself goes on over cell lines, or -1. */
function spreadHeader<T extends { raw: string }>(lines: T[]): number {
  for (let i = 0; i + 1 < lines.length; i++) {
    const text = lines[i]!.raw.trim();
    if (!text.startsWith('|') || !pipeHeader(cellsOf(text).map((c) => c.trim()))) continue;
    const next = lines[i + 1]!.raw.trim();
    if (CONTINUES_ROW.test(next) && !BARE_PIPES.test(next)) return i;
  }
  return -1;
}

/**
 * Joins the cell lines of such a table in `lines` (in place; joined lines become empty). Only a table
 * whose header row is itself spread over cell lines is read this way: a row wrapped once in an
 * ordinary pipe table is the pipe table layout's to join.
 */
export function joinCellLines<T extends { raw: string }>(lines: T[]): T[] {
  const start = spreadHeader(lines);
  if (start < 0) return lines;
  let row = -1;
  let header: ReturnType<typeof pipeHeader> = null;
  for (let i = start; i < lines.length; i++) {
    const text = lines[i]!.raw.trim();
    if (row >= 0 && text && (BARE_PIPES.test(text) || CONTINUES_ROW.test(text))) {
      if (!BARE_PIPES.test(text))
        lines[row] = { ...lines[row]!, raw: `${lines[row]!.raw.trimEnd()} ${text}` };
      lines[i] = { ...lines[i]!, raw: '' };
      continue;
    }
    if (row >= 0) header = alignRow(lines, row, header);
    row = text.startsWith('|') ? i : -1;
  }
  if (row >= 0) alignRow(lines, row, header);
  return lines;
}

/** Reads the header (the first joined row) or lines a row up with it; returns the header in force. */
function alignRow<T extends { raw: string }>(
  lines: T[],
  at: number,
  header: ReturnType<typeof pipeHeader>,
): ReturnType<typeof pipeHeader> {
  const cells = cellsOf(lines[at]!.raw).map((c) => c.trim());
  if (!header) return pipeHeader(cells);
  const first = cells[0] ?? '';
  if (header[0] === 'number' && header[1] === 'date' && !NUMBER_CELL.test(first) && DATE_CELL.test(first))
    lines[at] = { ...lines[at]!, raw: `| ${['', ...cells].join(' | ')} |` };
  return header;
}
