/** Dated headings and rows: a line (or top-level bullet) that starts with a date: `## Tue Aug 27`, `Feb. 10: cb 432-40`. */
import { isActivityLabelLine } from '../activity-label';
import { type LeadingDate, leadingDate, type MonthDay, WEEKDAY_PATTERN, weekdayIndex } from '../dates';
import type { PreparedLine } from '../prepare';
import { withoutRangeEnd } from '../range-tail';
import type { Layout, LayoutContext } from './context';
import { CLASS_HEADING } from './patterns';
import { newSession } from './session';
import { discussedReadings } from './discussed-topic';
import { authorWork } from '../author-works';
import { closingDateHeadingText } from './closing-date-heading';
import { isTermRangeLine } from '../term-range-line';
import { headingDayList } from '../heading-day-list';

const ORDINAL_DATE = new RegExp(
  `^(${WEEKDAY_PATTERN})\\.?,?\\s+the\\s+(\\d{1,2})(?:st|nd|rd|th)\\b[\\s:.,–—-]*`,
  'i',
);

/** "Monday the 8th": a weekday and a day of the month, in the month of the dates before it. */
function ordinalDate(text: string, last: MonthDay | undefined): LeadingDate | null {
  const m = ORDINAL_DATE.exec(text);
  if (!m || !last) return null;
  const day = Number(m[2]);
  const month = day < last.day ? (last.month % 12) + 1 : last.month;
  const date: MonthDay = { month, day, ...(last.year && month >= last.month ? { year: last.year } : {}) };
  return {
    date,
    more: [],
    index: 0,
    end: m[0].length,
    weekday: weekdayIndex(m[1]!),
    rest: text.slice(m[0].length),
  };
}

/**
 * `Sep 30, Oct 5 Chapter 4: ...`: a class given on several days whose list runs into the next month; the
 * days after the first (the first is the session's date) are no part of the topic.
 */
function laterDays(rest: string): string {
  const lead = rest.trimStart();
  if (!/^[A-Z][a-z]{2}/.test(lead)) return rest;
  const next = leadingDate(lead);
  return next?.rest && /^[A-Z]/.test(next.rest) ? next.rest : rest;
}

/** Opens a session when `text` starts with a date; a "Due ..." date opens an administrative block. */
function readText(l: PreparedLine, text: string, ctx: LayoutContext, weekday?: number): boolean {
  const d = leadingDate(text) ?? ordinalDate(text, ctx.lastDate());
  if (!d) return false;
  if (/^due\b/i.test(text)) {
    ctx.adminBlock = true;
    return true;
  }
  let rest = laterDays(withoutRangeEnd(text.slice(0, text.length - d.rest.length), d.rest));
  const post = ctx.postYear;
  ctx.postYear = undefined;
  const date =
    post && d.date.year === undefined
      ? { ...d.date, year: post.year + (d.date.month < post.month - 5 ? 1 : 0) }
      : d.date;
  const s = newSession(l, { date, weekday: d.weekday ?? weekday });
  // `Sep 19, 21 Topic`: the other days listed are further meetings of this class (heading-day-list.ts).
  const dayList = headingDayList(d);
  if (dayList.length) s.listedDays = dayList;
  const cls = CLASS_HEADING.exec(rest);
  if (cls) {
    s.classNo = Number(cls[1]);
    rest = rest.slice(cls[0].length);
  }
  ctx.start(s);
  // `2031-03-11 1 Sets`: the week's number printed after the date (dated-week-numbers.ts).
  const week = text === l.text ? ctx.datedWeeks.get(l) : undefined;
  if (week !== undefined) {
    s.explicitWeek = week;
    rest = rest.replace(/^[\s:.,–—-]*\d{1,2}\s+/, '');
  }
  // `23-Jan Tides 11 8` under `Chapter in Smith Chapter in Jones`: the books' chapters (book-chapter-rows.ts).
  const bookRow = text === l.text ? ctx.bookChapterRows.get(l) : undefined;
  if (bookRow) {
    s.topics.push(bookRow.topic);
    for (const title of bookRow.titles) ctx.addReadings(title, l, 'label');
    return true;
  }
  // "Plato: Parmenides, beginning–148D": in a list of works, the work after the author is the reading.
  const lead = rest.replace(/^[\s,.:–—-]+/, '');
  const work = isActivityLabelLine(lead) ? null : authorWork(lead, ctx.authorWorks);
  if (work) {
    s.topics.push(rest.trim());
    ctx.addReadings(`${work.author}, ${work.work}`, l, 'label');
    ctx.workSession = s;
    return true;
  }
  // `oct 2: ada lovett, the weight of rivers` or `For Oct. 5: Rourke; more Rourke` in a list of works
  // named by their authors: the work, or each author's name, is a reading (author-dated-works.ts).
  const listed = text === l.text ? ctx.authorLines.get(l) : undefined;
  if (listed !== undefined) {
    for (const title of listed.titles) ctx.addReadings(title, l, 'label');
    return true;
  }
  ctx.addContent(discussedReadings(rest) ?? rest.trim(), l);
  return true;
}

/** `## 3. September 16`: a heading whose class number, with its point, stands before the date. */
const NUMBERED_DATE = /^(\d{1,2})\.\s+(?=[A-Za-z])/;

/** The heading's date after its class number, when the heading is `N. <date>`; else null. */
function numberedDate(l: PreparedLine): { classNo: number; text: string } | null {
  const n = l.heading ? NUMBERED_DATE.exec(l.text) : null;
  if (!n) return null;
  const text = l.text.slice(n[0].length);
  return leadingDate(text) ? { classNo: Number(n[1]), text } : null;
}

export const datedHeading: Layout & { readText: typeof readText } = {
  name: 'dated heading',
  readText,
  read(l, ctx) {
    if (l.bullet > 1 || l === ctx.documentDate) return null;
    // `WEEK 1: Intro` / `Jan 13-May 6.`: the term's dates under a printed week, no class (term-range-line.ts).
    if (ctx.current?.isWeek && isTermRangeLine(l.text)) return null;
    if (readText(l, l.text, ctx)) return 'dated heading';
    const closing = closingDateHeadingText(l);
    if (closing && readText(l, closing, ctx)) return 'dated heading';
    const numbered = numberedDate(l);
    if (!numbered || !readText(l, numbered.text, ctx)) return null;
    if (ctx.current) ctx.current.classNo = numbered.classNo;
    return 'dated heading';
  },
};
