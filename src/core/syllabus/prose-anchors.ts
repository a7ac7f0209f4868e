/**
 * Weekday-and-date pairs in the prose that fix where Mondays fall in a yearless schedule: those
 * the year inference reads ("Friday, October 21", "Tues 9/9") and deadlines written with an ordinal
 * ("due Monday, February 3rd", "Tuesday, February 18th"). Only the weekdays of the schedule's other
 * dates are taken from them (weekday-anchor.ts), never a year: an ordinal deadline is often a
 * sentence kept from an older term, too weak to choose the year.
 */
import { MONTH_PATTERN, monthNumber, WEEKDAY_PATTERN, weekdayIndex } from './dates';
import { type DatedItem, proseWeekdayDates } from './years';

const ORDINAL_DATE = new RegExp(
  `\\b(${WEEKDAY_PATTERN})\\.?,?\\s+(${MONTH_PATTERN})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s*,?\\s*\\d{4})`,
  'gi',
);

export function proseWeekdayAnchors(texts: string[]): DatedItem[] {
  const out = [...proseWeekdayDates(texts)];
  for (const t of texts) {
    if (!/\d(?:st|nd|rd|th)\b/i.test(t)) continue;
    for (const m of t.matchAll(ORDINAL_DATE)) {
      const month = monthNumber(m[2]!);
      const weekday = weekdayIndex(m[1]!);
      if (month !== undefined && weekday !== undefined)
        out.push({ date: { month, day: Number(m[3]) }, weekday });
    }
  }
  return out;
}
