/**
 * Meeting days written as a list of weekday names beside the class time, on one line of the course
 * header: "Tues. & Thurs. 6:00–7:15 PM", "Mondays and Wednesdays, 10:30 a.m.", "Mon/Wed/Fri 9:00",
 * "Monday + Tuesday 12:40-2:10".
 * Office hours, due dates and exams name days that are not the class's; a dated line is a schedule
 * row, not the timetable.
 */
import type { MeetingDay } from '../model';
import { findDate, WEEKDAY_PATTERN, weekdayIndex, weekdayName } from './dates';

const DAY = `(?:${WEEKDAY_PATTERN})s?\\.?`;
/** Two to five weekday names joined by "&", "and", "/", "+", "," or a serial comma ("Monday, Wednesday, & Friday"). */
const NAME_LIST = new RegExp(
  `(?:^|[\\s(,;:])(${DAY}(?:\\s*(?:,\\s*(?:&|and)|&|and|/|,|\\+)\\s*${DAY}){1,4})(?=[\\s),.:;]|$)`,
  'i',
);
const NOT_CLASS = /\b(?:office|hours?\s+by|due|exams?|midterm|quiz|deadline|no class)\b/i;
/**
 * One weekday written in the plural, its full name (`Wednesdays`, `Alternate Wednesdays`): a class that
 * meets once a week (a seminar); only when it is the line's one weekday name.
 */
const ONE_PLURAL_DAY = /(?:^|[\s(,;:])(monday|tuesday|wednesday|thursday|friday|saturday)s(?=[\s),.:;]|$)/i;
const ANY_DAY = new RegExp(`\\b${WEEKDAY_PATTERN}s?\\b`, 'gi');

/** The days of a weekday-name list on a line that also gives a class time (`clock`), else []. */
export function dayNamesAtClock(text: string, clock: RegExp): MeetingDay[] {
  if (text.length > 200 || !clock.test(text) || NOT_CLASS.test(text)) return [];
  const m = NAME_LIST.exec(text);
  if (!m || findDate(text)) return onePluralDay(text);
  const names = m[1]!.match(new RegExp(WEEKDAY_PATTERN, 'gi')) ?? [];
  const days = [...new Set(names.map((n) => weekdayIndex(n)!))];
  return days.length >= 2 ? days.sort((a, b) => a - b).map(weekdayName) : [];
}

/**
 * One weekday in the singular opening the line (after a `Class Time:` label or a cell bar), then the class's
 * span of hours: `Thursday, 6:20-7:20pm, Room 207`, `Class Time: | Friday, 9:00–10:50 a.m.` (a once-a-week class).
 */
const OPENING_DAY_AT_SPAN =
  /^[^a-z0-9]{0,4}(?:(?:[a-z]{1,12} ){0,2}[a-z]{1,12}\s?[:|][\s|]{0,3})?(monday|tuesday|wednesday|thursday|friday|saturday),?\s{1,3}\d{1,2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?\s{0,2}[-–]\s{0,2}\d{1,2}/i;

/** The day of a once-a-week class (`Meets: 18:30-20:30 Alternate Wednesdays`, `Thursday, 6:20-7:20pm`), else []. */
function onePluralDay(text: string): MeetingDay[] {
  const m = ONE_PLURAL_DAY.exec(text) ?? OPENING_DAY_AT_SPAN.exec(text);
  if (!m || findDate(text) || (text.match(ANY_DAY) ?? []).length !== 1) return [];
  return [weekdayName(weekdayIndex(m[1]!)!)];
}
