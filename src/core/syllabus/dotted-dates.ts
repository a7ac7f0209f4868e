/**
 * Dates written month.day with a dot (`W 9.04`, `TH 09.05`, `M10.07`, `M. 10.28`, `W 10. 30`,
 * `M12..02`, `08.28`), as some schedule tables print them. A dotted number is a section (`11.1`)
 * or a time (`10.30`) as often as a date, so it is read as a date only where a date is expected:
 * in a table's date column, or after a weekday name or letter (`W 9.04`) in a cell that has no
 * other use for it. The structurer's other date shapes go first (`leadingDate`).
 */
import { type LeadingDate, leadingDate, WEEKDAY_PATTERN, weekdayIndex } from './dates';
import { dayFirstDotted } from './day-first-dotted';

/** An optional weekday, then month.day at the start of a cell; one or two dots, a space on either side. */
const DOTTED = new RegExp(
  `^(?:(${WEEKDAY_PATTERN}|Th|Tu|[MTWRF])\\.?,?\\s*)?(\\d{1,2}) ?\\.\\.? ?(\\d{1,2})(?![\\d.])`,
  'i',
);

/**
 * A dotted month.day opening `text`; with `needWeekday` only when a weekday is written before it
 * (a cell that could hold a class or section number). Month 1-12, day 1-31.
 */
export function dottedDate(text: string, needWeekday = false): LeadingDate | null {
  const t = text.trim();
  const m = DOTTED.exec(t);
  if (!m || (needWeekday && !m[1])) return null;
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const weekday = m[1] ? weekdayIndex(m[1]) : undefined;
  const rest = t.slice(m[0].length).trim();
  return { date: { month, day }, more: [], index: 0, end: m[0].length, weekday, rest };
}

/** The date of a table's date cell: any date shape `leadingDate` reads, else a dotted day.month. or month.day. */
export function dateCell(text: string): LeadingDate | null {
  return leadingDate(text) ?? dayFirstDotted(text) ?? dottedDate(text);
}
