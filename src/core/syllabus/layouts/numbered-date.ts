/** A numbered class line that opens with its number before its date: `#1-Jan. 12`, `3 – Sept. 8 Negligence`. */
import { leadingDate, MONTH_PATTERN, type MonthDay, WEEKDAY_PATTERN } from '../dates';
import type { Layout } from './context';
import { datedHeading } from './dated-heading';
import { DIGIT } from './line-shape';

/**
 * The class number (an optional `#`, one or two digits) joined to a month-name date by a dash or a
 * colon. A dot or a bracket after the number is a list item and left to the list layouts; a numeric
 * date after the number (`1-1/12`) is too close to a range to read.
 */
const NUMBERED_DATE = new RegExp(
  `^#?\\s{0,2}(\\d{1,2})\\s{0,2}[:–—-]\\s{0,2}(?=${MONTH_PATTERN}\\.?\\s{0,2}\\d)`,
  'i',
);

/**
 * A numbered class heading written as a list item whose text is the class's weekday and date alone:
 * `1. Thursday, 11 September`, `12. Tue., Jan. 9`. The weekday name after the point makes it a class
 * date, not a numbered topic (a topic does not open with a weekday and a date).
 */
const NUMBERED_WEEKDAY = new RegExp(`^(\\d{1,2})[.)]\\s{1,3}(?=${WEEKDAY_PATTERN}\\.?,?\\s)`, 'i');

/**
 * A lecture row of a table flattened to text whose first line is the lecture's number, its weekday
 * written as a letter or an abbreviation and a numeric date, alone on the line: `1 T 5/28`, `3 Th 5/30`,
 * `12 Mon 10/4`. The weekday between the number and the date makes the number a class's, not a count.
 */
const NUMBERED_DAY_DATE =
  /^(\d{1,3})\s{1,3}(?=(?:M|Tu?|W|Th|R|F|Mon|Tue|Tues|Wed|Thu|Thur|Thurs|Fri)\.?\s{1,3}\d{1,2}\/\d{1,2}\s*$)/;

/**
 * Numbered classes run forward: a later class dated before the one read last (`#5-Jan. 2` after
 * `#4-Jan. 21`, a cut or mistyped day) is no class date. A month more than five before is the new year.
 */
function runsBack(date: MonthDay, last: MonthDay | undefined): boolean {
  if (!last || date.year !== undefined) return false;
  const back = last.month - date.month;
  return back > 0 ? back <= 5 : back === 0 && date.day < last.day;
}

export const numberedDate: Layout = {
  name: 'numbered class date',
  shape: { has: DIGIT },
  read(l, ctx) {
    if (l.bullet > 1) return null;
    const dashed = NUMBERED_DATE.exec(l.text);
    const m = dashed ?? NUMBERED_WEEKDAY.exec(l.text) ?? NUMBERED_DAY_DATE.exec(l.text);
    if (!m) return null;
    const text = l.text.slice(m[0].length);
    const d = leadingDate(text);
    if (!d || runsBack(d.date, ctx.lastDate())) return null;
    // A weekday item is a class heading only alone on its line; `3) Tuesday, May 26: Chapter 3 …`
    // stays a numbered topic with its title.
    if (!dashed && /[\p{L}\d]/u.test(d.rest)) return null;
    if (!datedHeading.readText(l, text, ctx)) return null;
    if (ctx.current && ctx.current.classNo === undefined) ctx.current.classNo = Number(m[1]);
    return 'dated heading';
  },
};
