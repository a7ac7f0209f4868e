/**
 * An intensive course: undated numbered days (`Day 1 – Data analysis`, `Day 2 – Probability`) under a
 * header that states the course's dates as one range on a line of its own (`January 08-12, 2018`) holding
 * exactly as many weekdays as there are days. Day N is the range's Nth weekday (Monday to Friday), so the
 * readings are dated, the term starts and ends with the range and the meeting days follow from the rows.
 */
import { mondayOf, weekdayOf } from './calendar';
import type { PlacedSession } from './schedule';
import { statedTermRange } from './stated-term-range';

const MIN_DAYS = 2;
/** At most three weeks: a longer range is a term, read by stated-term-range.ts. */
const MAX_SPAN = 20;

/** The weekdays (Monday to Friday) of a range of epoch days. */
function weekdaysOf(start: number, end: number): number[] {
  const out: number[] = [];
  for (let d = start; d <= end; d++) if (weekdayOf(d) < 5) out.push(d);
  return out;
}

/** Four-digit years that end a header line (`January 08-12, 2018`): the range's own year. */
function headerYears(texts: readonly string[]): number[] {
  const out = new Set<number>();
  for (const t of texts.slice(0, 40)) {
    const m = /\b((?:19|20)\d\d)\W{0,3}$/.exec(t.slice(-12));
    if (m) out.add(Number(m[1]));
  }
  return [...out];
}

/** The stated range of the course, in the document's year or a year written at the end of a header line. */
function courseRange(texts: readonly string[], year: number | undefined) {
  for (const y of year === undefined ? headerYears(texts) : [year]) {
    const span = statedTermRange(texts, y, MIN_DAYS - 1, MAX_SPAN);
    if (span) return span;
  }
  return undefined;
}

/**
 * Dates the numbered days of an intensive course from its stated range; true when it did. Nothing in the
 * schedule is dated; the numbered days follow one another (the range's own line and notes lie outside them).
 */
export function dateShortCourseDays(
  placed: PlacedSession[],
  texts: readonly string[],
  year: number | undefined,
): boolean {
  const numbered = placed.filter((p) => p.session.classNo !== undefined && !p.session.isWeek);
  if (numbered.length < MIN_DAYS || placed.some((p) => p.day !== undefined)) return false;
  // The numbered days follow one another: no other session between them (the header and notes lie outside).
  const from = placed.indexOf(numbered[0]!);
  if (placed.indexOf(numbered.at(-1)!) - from !== numbered.length - 1) return false;
  const span = courseRange(texts, year);
  if (!span) return false;
  const days = weekdaysOf(span.start, span.end);
  const numbers = numbered.map((p) => p.session.classNo!);
  if (Math.max(...numbers) !== days.length || Math.min(...numbers) < 1) return false;
  const first = mondayOf(days[0]!);
  for (const p of numbered) {
    p.day = days[p.session.classNo! - 1]!;
    p.week = Math.floor((mondayOf(p.day) - first) / 7) + 1;
  }
  return true;
}
