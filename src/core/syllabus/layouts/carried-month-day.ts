/**
 * A date list whose month is written only when it changes: `Aug. 23: Course Introduction`, then
 * plain lines `28: The Nature of Anthropology`, `30: ...`, `Sept. 4: ...`, `6: ...`. A bare `N: topic`
 * line (not a heading, no printed week) is such a day when a dated class is open and the day lands
 * one to fourteen days after it, in its month or the next: a class schedule's next meeting, not a
 * numbered item or a clock time.
 */
import type { MonthDay } from '../dates';

/** Days in each month of a common year; a schedule's gap of days only needs a consistent count. */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function dayOfYear(month: number, day: number): number {
  let n = day;
  for (let m = 1; m < month; m++) n += MONTH_DAYS[m - 1]!;
  return n;
}

/** The date `day` carries from the open class's date, when it is that class's next meeting. */
export function carriedMonthDay(day: number, last: MonthDay): MonthDay | undefined {
  const month = day > last.day ? last.month : (last.month % 12) + 1;
  if (day > MONTH_DAYS[month - 1]! + (month === 2 ? 1 : 0)) return undefined;
  const wraps = month < last.month;
  const gap = dayOfYear(month, day) + (wraps ? 365 : 0) - dayOfYear(last.month, last.day);
  if (gap < 1 || gap > 14) return undefined;
  return { month, day, ...(last.year ? { year: last.year + (wraps ? 1 : 0) } : {}) };
}

/** The topic after `N:` starts with a word (or a stray point before one), not a clock's minutes. */
export function isTopicAfterDay(rest: string): boolean {
  return /^\.?[A-Za-z]/.test(rest);
}
