/**
 * Numeric dates listed after one another (`8/25, 8/27, 8/29, 9/3`): the classes of one line, as
 * `Aug 25, 27, 29` lists them after a month name. The first date is the line's; the others are its
 * further days (`DateMatch.more`). Only dates without a year, joined by a comma, `&` or `and`.
 */
import type { MonthDay } from './dates';

/** `, 8/27`: one more numeric date (sticky; fixed shape, no backtracking). */
const NEXT_NUMERIC = /\s{0,3}(?:,|&|and)\s{0,3}(\d{1,2})\/(\d{1,2})\b(?![/\d])/iy;

export function numericMoreDays(
  text: string,
  from: number,
  monthDay: (a: number, b: number) => { month: number; day: number },
): { more: MonthDay[]; end: number } {
  const more: MonthDay[] = [];
  let end = from;
  for (;;) {
    NEXT_NUMERIC.lastIndex = end;
    const m = NEXT_NUMERIC.exec(text);
    if (!m) break;
    const d = monthDay(Number(m[1]), Number(m[2]));
    if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > 31) break;
    more.push(d);
    end = NEXT_NUMERIC.lastIndex;
  }
  return { more, end };
}
