/**
 * A schedule written with weekday names only (`Monday: Reading: Mackie, "The Subjectivity of Values."` /
 * `Wednesday: Reading includes ...` / `Friday: ...`): no date, no week number. The weeks are still plain to
 * a reader: a weekday that does not come after the one before it opens the next week (`Friday` then
 * `Monday`, `Monday` then `Monday`). Read only in a document with six such lines or more, no dated line
 * and no `Week N` line; each week's first weekday line gets a `Week N` heading before it (prepare.ts), so
 * the week-heading layout counts the weeks and the lines under it stay that week's classes.
 */
import { leadingDate } from '../dates';

/** `Monday:`, `Friday.`, `Wednesday -`: a full weekday name and a colon, point or dash opening the line. */
const WEEKDAY_LINE = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\s*[:.–—-](?:\s|$)/i;
const WEEK_LINE = /^\W*weeks?\s*\d/i;
const MIN_LINES = 6;
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The weekday a weekday-only schedule's line opens with, and the rest of the line. */
export function weekdayLabel(text: string): { day: number; rest: string } | null {
  const m = WEEKDAY_LINE.exec(text.trim());
  return m ? { day: DAYS.indexOf(m[1]!.toLowerCase()), rest: text.trim().slice(m[0].length).trim() } : null;
}

export const isWeekdayLine = (text: string) => WEEKDAY_LINE.test(text.trim());

/** For each line opening a week, the week's number (index of the line → week). */
export function weekdayOnlyWeeks(texts: readonly string[]): Map<number, number> {
  const weeks = new Map<number, number>();
  const days: { index: number; day: number }[] = [];
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i]!.trim();
    if (WEEK_LINE.test(t) || leadingDate(t)) return weeks;
    const m = WEEKDAY_LINE.exec(t);
    if (m) days.push({ index: i, day: DAYS.indexOf(m[1]!.toLowerCase()) });
  }
  if (days.length < MIN_LINES) return weeks;
  let week = 0;
  days.forEach((d, i) => {
    if (i === 0 || d.day <= days[i - 1]!.day) weeks.set(d.index, ++week);
  });
  // One week per line is no weekly schedule (a list of days, each its own line): left alone.
  return week * 2 <= days.length ? weeks : new Map();
}
