/**
 * Numbered classes with no date of their own, one a week (`Session 1 | …`, `Session 2 | …`), and a stated
 * first day (`Starting Wednesday 23 October`, `Classes begin Monday, March 3, 2031`): class N meets N - 1
 * weeks after the first day, on its weekday. So its readings are dated, the term ends at the last class
 * and the meeting day follows from the rows.
 *
 * Only when nothing in the schedule is dated, every class is numbered, at least three of them, each in a
 * week of its own counted from 1 (a weekly course), and the syllabus states at most one meeting day.
 */
import { parseIsoDay } from './calendar';
import { WEEK_WORD_LIST } from './prepare';
import type { PlacedSession } from './schedule';

const MIN_CLASSES = 3;

/** `Six weekly small-group sessions`, `10 weekly classes`: how many weekly classes the course states. */
const WEEKLY_COUNT =
  /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})\s+weekly\s+(?:[\w-]{1,20}\s+){0,2}(?:sessions|classes|meetings|lectures|seminars)\b/i;

/** The number of weekly classes a sentence of the syllabus states, if any (2 to 30). */
export function statedWeeklyCount(texts: readonly string[]): number | undefined {
  for (const t of texts) {
    const m = WEEKLY_COUNT.exec(t.slice(0, 500));
    if (!m) continue;
    const word = m[1]!.toLowerCase();
    const n = /\d/.test(word) ? Number(word) : WEEK_WORD_LIST.indexOf(word) + 1;
    if (n >= 2 && n <= 30) return n;
  }
  return undefined;
}

/**
 * Dates the weekly numbered classes from the first day (an ISO day or null). Returns the last class day,
 * or the day of the last weekly class the text counts (`Six weekly sessions`) when the schedule lists
 * fewer; undefined when the layout is absent.
 */
export function dateWeeklyNumberedClasses(
  placed: PlacedSession[],
  firstDay: string | null,
  statedDays: number,
  texts: readonly string[],
): number | undefined {
  const start = firstDay ? parseIsoDay(firstDay) : null;
  if (start === null || statedDays > 1 || placed.length < MIN_CLASSES) return undefined;
  if (placed.some((p) => p.day !== undefined || p.session.isWeek || p.session.classNo === undefined))
    return undefined;
  const weeks = placed.map((p) => p.week);
  if (new Set(weeks).size !== weeks.length || Math.min(...weeks) !== 1) return undefined;
  for (const p of placed) p.day = start + 7 * (p.week - 1);
  const last = Math.max(...weeks);
  const count = statedWeeklyCount(texts) ?? last;
  return start + 7 * (Math.max(last, count) - 1);
}
