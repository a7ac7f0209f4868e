/**
 * Printed calendar weeks on numbered classes: `Lecture 4 (week 08) – Topic`, `Class 3 (week 07)`.
 * Many European syllabi number a class by the calendar (ISO 8601) week it falls in, not by the
 * course's own week: week 05 is the week of 1 February, and a week without teaching is skipped
 * (Easter). Such numbers start above 1 and only grow. Course weeks count from the first printed
 * week (week 05 is course week 1, week 14 after a skipped week 13 is course week 10); when the
 * year is known (a term such as "Spring 2024"), each class is dated on the weekday the syllabus
 * gives its kind ("Lectures: Thursdays 08.00", "Class 1: Mondays 12.00") in that ISO week.
 */
import { lineTextAt } from './line-text';
import { toEpochDay, weekdayOf, fromEpochDay } from './calendar';
import { weekdayIndex } from './dates';
import type { Session } from './layouts';
import type { PreparedLine } from './prepare';
import { termYear } from './years';

/** `(week 05) – Topic`, `(wk 5)`, `(KW 42):` at the start of a numbered class's topic. */
const PRINTED_WEEK = /^\(?\s*(?:week|wk|kw)\.?\s*(\d{1,2})\s*\)?\s*[-–—:,]?\s*/i;
/** The word naming a numbered class at the start of its line: `Lecture 4 (week 08)`. */
const CLASS_KIND = /^[#*\s]*([A-Za-z]{3,12})\s+\d/;
/** `Lectures: Thursdays 08.00 – 10.00`, `Class 1: Mondays 12.00`: the weekday of a kind of class. */
const KIND_WEEKDAY = /^[#*\s]*([A-Za-z]{3,12})(?:\s+\d{1,2})?\s*:\s*([A-Za-z]{3,9})\b/;

/** A kind of class in the singular, lower case: "Lectures" and "Lecture" are one kind, "Class" stays. */
const kindOf = (word: string): string => word.toLowerCase().replace(/([^s])s$/, '$1');

/** Monday of ISO 8601 week `week` of `year` (week 1 holds the year's first Thursday). */
export function isoWeekMonday(year: number, week: number): number {
  const jan4 = toEpochDay(year, 1, 4);
  return jan4 - weekdayOf(jan4) + 7 * (week - 1);
}

/** The weekday stated for each kind of class ("lecture" -> Thursday), from lines such as `Lectures: Thursdays 8-10`. */
export function kindWeekdays(texts: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of texts) {
    if (t.length > 200 || t.indexOf(':') < 0) continue;
    const m = KIND_WEEKDAY.exec(t);
    if (!m) continue;
    const day = /^(?:mon|tue|wed|thu|fri|sat|sun)/i.test(m[2]!) ? weekdayIndex(m[2]!) : undefined;
    const kind = kindOf(m[1]!);
    if (day !== undefined && !out.has(kind)) out.set(kind, day);
  }
  return out;
}

/**
 * Reads printed calendar weeks on numbered classes; returns true when the document's classes are
 * numbered that way (at least three printed weeks, the first above 1, never going back), after
 * setting each such session's course week and, when the year is known, its date.
 */
export function readCalendarWeeks(
  sessions: Session[],
  lines: readonly PreparedLine[],
  texts: string[],
): boolean {
  if (sessions.some((s) => s.date || s.range || s.explicitWeek !== undefined)) return false;
  const printed = sessions.map((s) =>
    s.classNo !== undefined && s.topics[0] ? PRINTED_WEEK.exec(s.topics[0]) : null,
  );
  const weekOf = (s: Session, i: number): number | undefined =>
    s.classNo === undefined
      ? undefined
      : (s.printedWeek ?? (printed[i] ? Number(printed[i]![1]) : undefined));
  const weeks = sessions.flatMap((s, i) => weekOf(s, i) ?? []);
  if (weeks.length < 3 || weeks[0]! < 2 || weeks.some((w, i) => i > 0 && w < weeks[i - 1]!)) return false;
  const textAt = lineTextAt(lines);
  const kinds = kindWeekdays(texts);
  const year = termYear(texts);
  const first = weeks[0]!;
  sessions.forEach((s, i) => {
    const week = weekOf(s, i);
    if (week === undefined) return;
    s.explicitWeek = week - first + 1;
    const m = s.printedWeek === undefined ? printed[i] : null;
    if (m) s.topics[0] = s.topics[0]!.slice(m[0].length).trim();
    const word = CLASS_KIND.exec(textAt(s))?.[1];
    const kind = word === undefined ? undefined : kindOf(word);
    const weekday = kind === undefined ? undefined : kinds.get(kind);
    if (year === undefined || weekday === undefined) return;
    const day = fromEpochDay(isoWeekMonday(year, week) + weekday);
    s.date = { month: day.month, day: day.day, year: day.year };
  });
  return true;
}
