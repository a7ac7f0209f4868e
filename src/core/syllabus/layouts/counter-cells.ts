/**
 * A class-counter row: `2022-08-30 | Tuesday | 3 | 2 | 3` (Date | Weekday | Class | Week | Lecture). After the date,
 * the row holds only a weekday name and bare counters, no words. Joined into the row's text (`Tuesday — 3 — 2 — 3`),
 * two neighbouring counters read as a page span; the row dates a class and names nothing to read.
 */
import { weekdayIndex } from '../dates';

/** A bare counter cell: one to three digits. */
const COUNTER = /^\d{1,3}$/;

/** A weekday cell: a day name or its abbreviation, letters and a full stop only. */
const isWeekdayCell = (cell: string) =>
  cell.length <= 9 && /^[A-Za-z.]+$/.test(cell) && weekdayIndex(cell) !== undefined;

/** The cells after the date are counters (at least two), with at most a weekday among them. */
export function isCounterRow(cells: string[]): boolean {
  const filled = cells.map((c) => c.trim()).filter(Boolean);
  const counters = filled.filter((c) => COUNTER.test(c)).length;
  const days = filled.filter(isWeekdayCell).length;
  return counters >= 2 && days <= 1 && counters + days === filled.length;
}
