/**
 * A table's date cell that opens with the class's running number before its date: `#1: 25 January`,
 * `1: 25 January`, `#12 - Jan 25` (a `CLASS: DATE` column printed as one cell). The number is the class
 * number and the rest of the cell its date; a cell whose rest is no date alone is not one. A number closed
 * by `)` or `.` (`3) Tuesday, May 26`) is a numbered list's, whose numbering the list layouts read: not this.
 */
import { dateCell } from './dotted-dates';

/** `#1: `, `#12 - `, `#3 `, `1: `: a number of one to three digits after `#`, or before a colon. */
const COUNTER = /^(?:#(\d{1,3}) ?[:–-]? +|(\d{1,3}) ?: +)/;

export interface CountedDate {
  classNo: number;
  /** The cell's text after the counter: the date as printed. */
  date: string;
}

export function countedDateCell(text: string): CountedDate | null {
  const t = text.trim();
  const m = COUNTER.exec(t);
  if (!m) return null;
  const date = t.slice(m[0].length);
  const d = dateCell(date);
  return d && !d.rest ? { classNo: Number(m[1] ?? m[2]), date } : null;
}
