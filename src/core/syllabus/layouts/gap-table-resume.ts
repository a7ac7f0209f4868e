/**
 * A table ends at a line that is not one of its rows, but text extraction often puts a stray line
 * between rows: a reading that wrapped out of its cell (`Ch. 15`), a note (`**Draft due`). A later
 * line with the table's row shape - a row number in the header's number column, a date in its date column (if it has one),
 * three cells or more and no more than the header has - is the same table going on (`24   W11.27
 * Motions  Ch. 7`), so its header is taken up again instead of reading the row as prose of the last
 * row's session. Used twice: by gapRows in prepare.ts (two-space cells become a pipe row) and by
 * the session builder (the pipe row is read under the header's columns).
 */
import type { PipeColumn } from '../columns';
import { dateCell } from '../dotted-dates';

/** The number cell that opens a row: `24`, `18,19`, `3, 4`. */
const NUMBER_CELL = /^\d{1,3}(?:\s*[,&]\s*\d{1,3})*$/;
/** How many lines after the table ended a row may still take it up again. */
const MAX_GAP_LINES = 12;

export interface EndedTable {
  header: PipeColumn[];
  /** Where the line that ended it stands. */
  page: number;
  line: number;
}

export function resumedHeader(
  cells: readonly string[],
  ended: EndedTable | null,
  at: { page: number; line: number },
): PipeColumn[] | null {
  if (!ended || at.page !== ended.page || at.line - ended.line > MAX_GAP_LINES) return null;
  const { header } = ended;
  // Cells are read by their index under the header (a markdown row's outer pipes are empty cells).
  const number = header.indexOf('number');
  const date = header.indexOf('date');
  if (number < 0 || cells.length > header.length || cells.filter((c) => c.trim()).length < 3) return null;
  if (!NUMBER_CELL.test(cells[number]?.trim() ?? '')) return null;
  return date < 0 || dateCell(cells[date] ?? '') ? header : null;
}
