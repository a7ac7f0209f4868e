/**
 * Week grids: a weekday-column table whose first column names the week by its first day
 * (`Week starting.. | Monday | Wednesday | Friday` / `January 20, 2020 | ... | ... | ...`). Each day
 * cell is a class on that weekday of the row's week, and a cell may hold several chapter items run
 * together (`Chapter 1: Sec 5: Title Chapter 1: Sec 6: Title`), one reading each.
 */
import { findDate } from '../dates';
import type { Session } from './session';

/** The header cell over a week grid's first column: "Week", "Week of", "Week starting..", "Dates". */
const WEEK_LABEL = /^(?:weeks?(?:\s+(?:of|starting|beginning|commencing))?|dates?)\s*[.:]*\s*$/i;

export function isWeekLabelCell(cell: string): boolean {
  return WEEK_LABEL.test(cell.trim());
}

/** The week a grid row stands for: the date its first cell gives, as a one-day range. */
export function gridRowWeek(firstCell: string): Session['range'] {
  const m = findDate(firstCell.trim());
  if (!m || m.index > 0) return undefined;
  return { start: m.date, end: m.date };
}

/** `Chapter 3: ` or `Ch. 3: ` opening a chapter item. */
const CHAPTER_ITEM = /\b(?:chapter|ch\.)\s*\d{1,3}\s*:/gi;

/**
 * A grid cell of chapter items run together, split where each item begins; words before the first
 * item (`FIRST MIDTERM (take-home) Chapter 4: Sec 4: ...`) are a part of their own, read as the
 * class's topic or notice.
 */
export function splitChapterItems(cell: string): string[] {
  const starts = [...cell.matchAll(CHAPTER_ITEM)].map((m) => m.index ?? 0);
  if (!starts.length || (starts.length === 1 && starts[0] === 0)) return [cell];
  const bounds = starts[0] === 0 ? starts : [0, ...starts];
  return bounds.map((s, i) => cell.slice(s, bounds[i + 1] ?? cell.length).trim()).filter(Boolean);
}
