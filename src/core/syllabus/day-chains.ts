/**
 * A week's class days written as one chain of day numbers: "Week 2: Jan. 22-24-26", "Week 3: Jan.
 * 29-31-Feb 2". A range joins two days; three or more joined by hyphens are the week's classes,
 * each a meeting. Without a year their weekdays are unknown, but the gaps between them show where
 * the weekend lies (`daysFromMonthDays`, meeting-days.ts).
 */
import { MONTH_PATTERN, type MonthDay, monthNumber } from './dates';
import { matchesOf } from './matches';

const SEP = '\\s?[-–]\\s?';
/** A month, a day, then two to six more days each after a hyphen, a new month allowed before one. */
const CHAIN = new RegExp(
  `\\b(${MONTH_PATTERN})\\.?\\s(\\d{1,2})((?:${SEP}(?:${MONTH_PATTERN}\\.?\\s)?\\d{1,2}){2,6})(?![\\d/:])`,
  'gi',
);
const LINK = new RegExp(`${SEP}(?:(${MONTH_PATTERN})\\.?\\s)?(\\d{1,2})`, 'gi');

/** The days of one chain, in order, or none when they do not run forward within about a week. */
function chainDays(month: number, first: number, rest: string): MonthDay[] {
  const out: MonthDay[] = [{ month, day: first }];
  let m = month;
  for (const link of rest.matchAll(LINK)) {
    const day = Number(link[2]);
    const prev = out[out.length - 1]!;
    if (link[1]) m = monthNumber(link[1]) ?? m;
    else if (day < prev.day) m = (m % 12) + 1;
    if (m === prev.month && (day <= prev.day || day - prev.day > 4)) return [];
    out.push({ month: m, day });
  }
  return out;
}

/** Every day of every chain of three or more class days in the text's short lines. */
export function chainedClassDays(texts: readonly string[]): MonthDay[] {
  const out: MonthDay[] = [];
  for (const t of texts) {
    if (t.length > 200) continue;
    for (const c of matchesOf(CHAIN, t)) {
      const month = monthNumber(c[1]!);
      if (month !== undefined) out.push(...chainDays(month, Number(c[2]), c[3]!));
    }
  }
  return out;
}
