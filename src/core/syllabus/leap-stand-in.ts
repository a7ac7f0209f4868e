/**
 * The stand-in year a yearless schedule is counted in: a common year, or a leap year when the dates
 * keep their weekly rhythm only with a February 29. Without a year, `02/25` and `03/03` are six days
 * apart in a common year and seven in a leap year; a weekly class (`### 02/25 Politics`, `### 03/03
 * Jobs`) or rows whose written weekdays agree (`Wed, Feb 26`, `Mon, Mar 2`) say which. The leap year
 * is taken only when it fits strictly better: the written weekdays agree on more rows, or, with no
 * weekday written, more dates fall on the schedule's most common day of the 7-day cycle.
 */
import { isValidDay, toEpochDay } from './calendar';
import type { MonthDay } from './dates';

export const COMMON_STAND_IN = 2001;
export const LEAP_STAND_IN = 2004;

export interface StandInDate {
  date: MonthDay;
  /** The weekday written beside the date (0 = Sunday), when one is. */
  weekday?: number;
}

/** How many dates agree with the most common one: on where Mondays fall (weekdays written), else on the day of the cycle. */
function agreement(dates: readonly StandInDate[], year: number, byWeekday: boolean): number {
  const votes = new Array<number>(7).fill(0);
  for (const { date, weekday } of dates) {
    if (!isValidDay(year, date.month, date.day)) continue;
    if (byWeekday && weekday === undefined) continue;
    const day = toEpochDay(year, date.month, date.day);
    votes[(((day - (byWeekday ? weekday! : 0)) % 7) + 7) % 7]!++;
  }
  return Math.max(...votes);
}

export function standInYear(dates: readonly StandInDate[]): number {
  // A listed February 29 is in a leap year.
  if (dates.some(({ date }) => date.month === 2 && date.day === 29)) return LEAP_STAND_IN;
  // The choice matters only for a schedule running from before March 1 to after it.
  const early = dates.some(({ date }) => date.month <= 2);
  const late = dates.some(({ date }) => date.month >= 3);
  if (!early || !late) return COMMON_STAND_IN;
  const byWeekday = dates.filter((d) => d.weekday !== undefined).length >= 2;
  return agreement(dates, LEAP_STAND_IN, byWeekday) > agreement(dates, COMMON_STAND_IN, byWeekday)
    ? LEAP_STAND_IN
    : COMMON_STAND_IN;
}
