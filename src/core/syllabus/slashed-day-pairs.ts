/**
 * A week's two class days written as one slashed pair on its heading: `Week 1, Jan 26/28th`,
 * `January 15/17`, `March 30th / April 1st`. The rows are dated by the pair's first day, so the dated
 * rows show only that weekday; the second day of every pair, the same number of days later each week,
 * is a meeting day too (semester.ts `meetingDaysOf`). Needs three pairs or more, all with one gap.
 */
import type { MeetingDay } from '../model';
import { isValidDay, toEpochDay } from './calendar';
import { MONTH_PATTERN, monthNumber, weekdayIndex, weekdayName } from './dates';
import { matchesOf } from './matches';

const ORD = '(?:st|nd|rd|th)?';
const PAIR = new RegExp(
  `\\b(${MONTH_PATTERN})\\.?\\s(\\d{1,2})${ORD}\\s?\\/\\s?(?:(${MONTH_PATTERN})\\.?\\s)?(\\d{1,2})${ORD}(?![\\d/])`,
  'gi',
);
const MIN_PAIRS = 3;

/** The one gap in days (1-4) between the two days of every slashed pair on the text's short lines, else undefined. */
export function slashedPairGap(texts: readonly string[]): number | undefined {
  const gaps = new Set<number>();
  let pairs = 0;
  for (const t of texts) {
    if (t.length > 200) continue;
    for (const m of matchesOf(PAIR, t)) {
      const m1 = monthNumber(m[1]!);
      const m2 = m[3] ? monthNumber(m[3]) : m1;
      const d1 = Number(m[2]);
      const d2 = Number(m[4]);
      if (m1 === undefined || m2 === undefined || !isValidDay(2001, m1, d1) || !isValidDay(2001, m2, d2))
        continue;
      // On a stand-in (non-leap) year: only the distance between the two days counts.
      gaps.add(toEpochDay(2001, m2, d2) - toEpochDay(2001, m1, d1));
      pairs++;
    }
  }
  const [gap] = [...gaps];
  return pairs >= MIN_PAIRS && gaps.size === 1 && gap! >= 1 && gap! <= 4 ? gap : undefined;
}

/** The rows' days with each one's pair day added, `gap` days later, when that falls on a weekday. */
export function withPairDays(days: readonly MeetingDay[], gap: number): MeetingDay[] {
  const out = new Set(days.map((d) => weekdayIndex(d)!));
  for (const d of days) {
    const second = weekdayIndex(d)! + gap;
    if (second <= 4) out.add(second);
  }
  return [...out].sort((a, b) => a - b).map(weekdayName);
}
