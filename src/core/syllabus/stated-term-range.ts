/**
 * The term's span stated on a line of its own near the top (`September 1 – December 9`, `Semester:
 * Jan 14 - May 3, 2031`): a date range that is the whole line (after an optional label ending in `:`),
 * in the document's first lines, spanning eight to twenty weeks. It states where the semester ends when
 * the dated rows stop earlier (a schedule printed only in part) — semester.ts.
 */
import { isValidDay, toEpochDay } from './calendar';
import { dateRange } from './date-range';

/** The lines of the header a stated span is looked for in. */
const HEADER_LINES = 40;
const MIN_DAYS = 7 * 8;
const MAX_DAYS = 7 * 20;
/** An optional label before the range: `Semester:`, `Term dates:`. */
const LABEL = /^[A-Za-z][A-Za-z ]{0,24}:\s*/;
/** What may follow the range on its line, once spaces, points and parentheses are removed: a year (`, 2031`). */
const TAIL = /^,?(?:\d{4})?$/;
const TAIL_MARKS = /[\s.)]/g;

export interface TermSpan {
  start: number;
  end: number;
}

export function statedTermRange(
  texts: readonly string[],
  year: number | undefined,
  minDays = MIN_DAYS,
  maxDays = MAX_DAYS,
): TermSpan | undefined {
  if (year === undefined) return undefined;
  for (const raw of texts.slice(0, HEADER_LINES)) {
    const text = raw.trim().replace(LABEL, '');
    if (!text || text.length > 60) continue;
    const r = dateRange(text);
    if (!r || !/^[A-Za-z0-9]/.test(text) || !TAIL.test(text.slice(r.endIndex).replace(TAIL_MARKS, '')))
      continue;
    if (!isValidDay(year, r.start.month, r.start.day)) continue;
    const endYear = r.end.month < r.start.month ? year + 1 : year;
    if (!isValidDay(endYear, r.end.month, r.end.day)) continue;
    const start = toEpochDay(year, r.start.month, r.start.day);
    const end = toEpochDay(endYear, r.end.month, r.end.day);
    if (end - start >= minDays && end - start <= maxDays) return { start, end };
  }
  return undefined;
}
