/**
 * Dated class lines that print their week's number right after the date, before the topic
 * (`2031-03-04 0 Orientation`, `2031-03-11 1 Sets`, `Mar 18 2 Functions`): one class a week, numbered in
 * order from 0 or 1. The number is the course's own week, so a course that counts its first meeting as
 * week 0 keeps its numbering. Taken only when four lines or more have the shape, their numbers go up by
 * one from line to line, and their dates lie five days or more apart (a class a week, not two); a line
 * of the list without a number (`2031-04-01 NO CLASS`) is no part of it.
 */
import { leadingDate, type MonthDay } from './dates';
import type { PreparedLine } from './prepare';

/** The number and a letter of the topic after it: `0 Orientation`. */
const WEEK_NUMBER = /^[\s:.,–—-]*(\d{1,2})\s+(?=\p{L})/u;
const MIN_LINES = 4;
const MIN_DAYS_APART = 5;

/** Days from one month-day to the next, across a new year when the month goes back (approximate months). */
function daysApart(a: MonthDay, b: MonthDay): number {
  const d = b.month * 31 + b.day - (a.month * 31 + a.day);
  return d < 0 ? d + 12 * 31 : d;
}

/** The printed week of each such line, when the document's dated lines make the list; else an empty map. */
export function datedWeekNumbers(lines: readonly PreparedLine[]): ReadonlyMap<PreparedLine, number> {
  const found: { line: PreparedLine; week: number; date: MonthDay }[] = [];
  for (const l of lines) {
    if (l.cells || l.bullet) continue;
    const d = leadingDate(l.text);
    const m = d ? WEEK_NUMBER.exec(d.rest) : null;
    if (d && m) found.push({ line: l, week: Number(m[1]), date: d.date });
  }
  if (found.length < MIN_LINES || found[0]!.week > 1) return new Map();
  for (let i = 1; i < found.length; i++) {
    const [a, b] = [found[i - 1]!, found[i]!];
    if (b.week !== a.week + 1 || daysApart(a.date, b.date) < MIN_DAYS_APART) return new Map();
  }
  return new Map(found.map((f) => [f.line, f.week]));
}
