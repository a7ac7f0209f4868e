/**
 * An academic year written as two years with a slash or a dash: `2015/2016 World Literature`,
 * `Syllabus 2015/16`, `Second term 2020–21`, `2019-2020`.
 * Dates without weekday or year then fall in its first year from July on and in its second before
 * July. A page may name other years this way (a site header `2016/17` over last year's syllabus):
 * a year under which a date does not exist (February 29 of a common year) is ruled out, and among the
 * rest the one the text names most often wins (the earlier on a tie).
 */
import { isValidDay } from './calendar';
import type { MonthDay } from './dates';

const ACADEMIC_YEARS = /\b((?:19|20)\d\d)\s?[/\u2013-]\s?((?:19|20)?\d\d)\b(?![/\u2013-])/g;

/** The first year of each academic year `YYYY/YY(YY)` the texts name, with how often it is named. */
function namedAcademicYears(texts: string[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const t of texts) {
    if (!t.includes('/') && !t.includes('-') && !t.includes('\u2013')) continue;
    for (const m of t.matchAll(ACADEMIC_YEARS)) {
      const first = Number(m[1]);
      const second = m[2]!.length === 2 ? Math.floor(first / 100) * 100 + Number(m[2]) : Number(m[2]);
      if (second === first + 1) counts.set(first, (counts.get(first) ?? 0) + 1);
    }
  }
  return counts;
}

const yearOf = (first: number, d: MonthDay): number => (d.month >= 7 ? first : first + 1);

/** The year of the first date under the academic year the text names, or undefined. */
export function academicYearBase(dates: MonthDay[], texts: string[]): number | undefined {
  if (!dates.length) return undefined;
  let best: number | undefined;
  let bestCount = 0;
  for (const [first, count] of [...namedAcademicYears(texts)].sort((a, b) => a[0] - b[0])) {
    if (!dates.every((d) => isValidDay(yearOf(first, d), d.month, d.day))) continue;
    if (count > bestCount) {
      best = first;
      bestCount = count;
    }
  }
  return best === undefined ? undefined : yearOf(best, dates[0]!);
}
