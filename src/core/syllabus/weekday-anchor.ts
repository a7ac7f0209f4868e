/**
 * Weekdays of a yearless schedule's rows. Without a year the calendar is unknown, but a weekday
 * written on some rows (`Tue Sept. 9`), in the prose (`due Monday, February 3rd`) or named by a
 * Monday holiday (`Sept. 7 Labor Day`) fixes
 * the weekday of every other date of the same stretch of the year: `Aug. 24`, `Aug. 26`, `Aug. 31`
 * around a Labor Day of 7 September are a Monday, a Wednesday and a Monday. Used for the meeting
 * days; the dates themselves stay without a year.
 */
import { isValidDay, toEpochDay } from './calendar';
import type { MonthDay } from './dates';
import { holidayDates, sessionHolidayDates } from './holidays';
import type { Session } from './layouts';
import { proseWeekdayAnchors } from './prose-anchors';

/** A stand-in year (not a leap year): distances between dates, not their weekdays. */
const NEUTRAL_YEAR = 2001;

const rel = (d: MonthDay): number | undefined =>
  isValidDay(NEUTRAL_YEAR, d.month, d.day) ? toEpochDay(NEUTRAL_YEAR, d.month, d.day) : undefined;

/** January-February and March-December: a leap day (unknown without the year) lies between them. */
const stretch = (d: MonthDay): number => (d.month <= 2 ? 0 : 1);

/**
 * The weekday (0 = Monday) of each dated session that has none written, when no date has a year,
 * the dates do not run into a new year, and the written or holiday weekdays of the same stretch
 * all agree on where Mondays fall.
 */
export function anchoredWeekdays(
  sessions: readonly Session[],
  texts: readonly string[],
): Map<Session, number> {
  const out = new Map<Session, number>();
  const dated = sessions.filter((s) => s.date && !s.range);
  if (!dated.length || dated.some((s) => s.date!.year !== undefined)) return out;
  if (dated.some((s, i) => i > 0 && s.date!.month < dated[i - 1]!.date!.month - 5)) return out;
  const anchors = [
    ...dated.flatMap((s) => (s.weekday === undefined ? [] : [{ date: s.date!, weekday: s.weekday }])),
    ...holidayDates(texts).filter((h) => h.date.year === undefined),
    // A holiday named under a session's date ("September 6" / "No class (Labor Day)").
    ...sessionHolidayDates(dated),
    // A deadline in the prose ("paper due Monday, February 3rd") shows the same calendar.
    ...proseWeekdayAnchors(texts as string[]),
  ];
  const mondays: Set<number>[] = [new Set(), new Set()];
  for (const a of anchors) {
    const r = rel(a.date);
    if (r !== undefined) mondays[stretch(a.date)]!.add((((r - a.weekday!) % 7) + 7) % 7);
  }
  for (const s of dated) {
    const r = rel(s.date!);
    const m = mondays[stretch(s.date!)]!;
    if (s.weekday !== undefined || r === undefined || m.size !== 1) continue;
    out.set(s, (((r - [...m][0]!) % 7) + 7) % 7);
  }
  return out;
}
