/**
 * A date cell that names the work due before its dates, as a "Due Date" column does: `HW #1 1-24/1-28*`,
 * `Quiz 2 2/4-7`. The short label is passed over and the date after it read; a date written month-dash-day
 * (`1-24`) is read there too, since in a date column it is no page range. Asked only when the cell
 * does not open with a date.
 */
import { type LeadingDate, leadingDate } from '../dates';

/** `HW #1 `, `Quiz 2 `, `Paper `: a word or two and a number, then the date. */
const LABEL = /^[A-Za-z][A-Za-z.]{0,11}(?: [A-Za-z]{1,12})?(?:\s?#?\s?\d{1,2})?\s+(?=\d)/;
const DASHED_MONTH_DAY = /^(\d{1,2})-(\d{1,2})(?=$|[/\s*,;])/;

export function labelledDateCell(text: string): LeadingDate | null {
  const label = LABEL.exec(text);
  const rest = label ? text.slice(label[0].length) : text;
  const d = label ? leadingDate(rest) : null;
  if (d) return d;
  const m = DASHED_MONTH_DAY.exec(rest);
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { date: { month, day }, more: [], index: 0, end: m[0].length, rest: rest.slice(m[0].length) };
}
