/**
 * A written term year that the dated rows' own calendar denies: the class days are stated (`MW 9:00`),
 * the rows carry no weekday, and in the written year almost none of the rows falls on a stated day
 * (nor can, when one is February 29 of a common year), while a year near it puts nearly all of them on
 * the stated days — a schedule kept from another term under a new heading. The year is then left
 * unknown rather than putting every class on the wrong weekday (the written meeting days stay).
 */
import type { MeetingDay } from '../model';
import { isValidDay, toEpochDay, weekdayOf } from './calendar';
import type { MonthDay } from './dates';
import { weekdayIndex } from './dates';

const MIN_ROWS = 4;
/** In the written year, at most this share of the rows on a stated day... */
const DENIED = 0.3;
/** ...while another year near it puts at least this share on them. */
const FITS = 0.8;
const CYCLE = 14;

/** The share of the dates that fall on one of the days in `year` (rolling over at New Year). */
function shareOnDays(dates: MonthDay[], days: Set<number>, year: number): number {
  let y = year;
  let prevMonth = 0;
  let on = 0;
  for (const d of dates) {
    if (d.month < prevMonth - 5) y++;
    prevMonth = d.month;
    if (isValidDay(y, d.month, d.day) && days.has(weekdayOf(toEpochDay(y, d.month, d.day)))) on++;
  }
  return on / dates.length;
}

export function statedDaysDenyYear(
  items: { date: MonthDay; weekday?: number }[],
  year: number,
  statedDays: () => MeetingDay[],
): boolean {
  if (items.length < MIN_ROWS || items.some((i) => i.weekday !== undefined || i.date.year !== undefined))
    return false;
  const stated = statedDays();
  if (!stated.length) return false;
  const days = new Set(stated.map((d) => weekdayIndex(d)!));
  const dates = items.map((i) => i.date);
  if (shareOnDays(dates, days, year) > DENIED) return false;
  for (let y = year - CYCLE; y <= year + CYCLE; y++) {
    if (y !== year && shareOnDays(dates, days, y) >= FITS) return true;
  }
  return false;
}
