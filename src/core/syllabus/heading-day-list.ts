/**
 * A dated heading or row that lists several class days of one week before its topic (`Sep 19, 21
 * Memory and disks`, `Oct. 3 & 5: Chapter 2`, `9/3, 9/5 Sorting`): a topic taught on each of those
 * days. The first day dates the session; the others are further meetings of the class, evidence of the
 * meeting days and of the term's last class (semester.ts), never sessions of their own.
 */
import type { LeadingDate, MonthDay } from './dates';

/** A class week: the listed days lie within six days of the first. */
const WEEK_SPAN = 6;

/** Day of a non-leap year, for the distance between days of a list (no year needed). */
function ordinal(d: MonthDay): number {
  const starts = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
  return starts[d.month - 1]! + d.day;
}

/** The days after the first of a heading's day list, when they rise within one week; else none. */
export function headingDayList(d: LeadingDate): MonthDay[] {
  if (!d.more.length) return [];
  let prev = ordinal(d.date);
  const first = prev;
  for (const m of d.more) {
    const o = ordinal(m);
    if (o <= prev || o - first > WEEK_SPAN) return [];
    prev = o;
  }
  return d.more;
}
