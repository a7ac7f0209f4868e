/**
 * A week heading dated only by its range (`Week 01, 10/05 - 10/09`) whose class meets on stated days
 * (`Class Hours: T 9-11:50am`): the week's readings are for its first class, the first stated meeting day
 * in the range (Tuesday 10/06), not the range's first day. With no stated day, or none inside the range,
 * the range's first day stands.
 */
import type { MeetingDay } from '../model';
import { weekdayOf } from './calendar';
import { weekdayIndex } from './dates';

/** The first epoch day from `start` to `end` (inclusive, at most a week) on one of `days`; else `start`. */
export function firstClassInRange(
  start: number,
  end: number | undefined,
  days: readonly MeetingDay[],
): number {
  if (!days.length) return start;
  const wanted = new Set(days.map((d) => weekdayIndex(d)));
  const last = Math.min(end ?? start + 6, start + 6);
  for (let day = start; day <= last; day++) if (wanted.has(weekdayOf(day))) return day;
  return start;
}
