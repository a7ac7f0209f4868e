/**
 * A table's date cell that lists several class days of one row (`19/01, 20/01, 21/01, 22/01`: a
 * lecture topic taught over many classes). The first day dates the row; the others are further
 * meetings of the class, evidence of the meeting days (`meetingDaysOf`), never other sessions.
 */
import { isValidDay, toEpochDay, weekdayOf } from './calendar';
import { findDates, type MonthDay } from './dates';

/** Nothing but dates and separators between them. */
const SEPARATORS = /^[\s,;&]*(?:and[\s,;&]*)?$/i;

/** The days after the first of a cell that is only a list of two or more dates; else none. */
export function listedDays(cell: string): MonthDay[] {
  const found = findDates(cell);
  // A date's own further days (`19/01, 20/01` read as one date with more, `Aug 25, 27`) are listed days too.
  const days = found.flatMap((m) => [m.date, ...m.more]);
  if (days.length < 2 || !SEPARATORS.test(cell.slice(0, found[0]!.index))) return [];
  for (let i = 1; i < found.length; i++)
    if (!SEPARATORS.test(cell.slice(found[i - 1]!.end, found[i]!.index))) return [];
  if (!SEPARATORS.test(cell.slice(found[found.length - 1]!.end))) return [];
  return days.slice(1);
}

/** The weekdays (0 = Monday) of the listed days of a row dated `day` (epoch day of its first date). */
export function listedWeekdays(days: readonly MonthDay[], year: number, firstMonth: number): number[] {
  const out: number[] = [];
  for (const d of days) {
    const y = d.year ?? (d.month < firstMonth ? year + 1 : year);
    if (isValidDay(y, d.month, d.day)) out.push(weekdayOf(toEpochDay(y, d.month, d.day)));
  }
  return out;
}
