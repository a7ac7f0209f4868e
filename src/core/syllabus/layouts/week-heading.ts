/** Week headings: `## Week 5 (Feb 7 - 11)`, `Week One:`, `Weeks 4 and 5:`, `Week 14/15`; printed numbers are kept. */
import { dateRange } from '../date-range';
import { type LeadingDate, leadingDate } from '../dates';
import { headingChapters } from '../heading-chapters';
import { markdownDepth } from './week-subheading';
import { WEEK_WORD_LIST } from '../prepare';
import type { Layout } from './context';
import { newSession } from './session';
import { closingParenthesisedDate, parenthesisedDate } from './paren-date';
import { isTaskAfterWeek } from '../week-task';
import { BULLET } from './line-shape';
import { withoutSectionNumber } from './section-numbered-week';

/** Week numbers written in roman numerals (`WEEK IV:`); the pattern tries them from the last, so `iv` before `i`. */
const ROMAN_WEEK_LIST = [
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'vi',
  'vii',
  'viii',
  'ix',
  'x',
  'xi',
  'xii',
  'xiii',
  'xiv',
  'xv',
  'xvi',
  'xvii',
  'xviii',
  'xix',
  'xx',
];
/** A roman week number counts only before a colon, point or dash (`Week V: Topic`, not `Week in review`). */
const ROMAN_WEEK = `(?:${[...ROMAN_WEEK_LIST].reverse().join('|')})(?=\\s*[:.–—-])`;

/**
 * "Week 5:", "Week One:", "WEEK IV:", "Weeks 4 and 5:" (a heading over two weeks counts from its first),
 * "week 3Mon Sept 11" (the space after the number lost in conversion), and "(Week 5)" (a LaTeX table's
 * first cell, the week's dates on the row below).
 */
export const WEEK_HEADING = new RegExp(
  `^\\(?(?:course\\s+|calendar\\s+)?weeks?\\s+(?:#\\s*)?(\\d{1,2}(?![\\d/])|(?:${WEEK_WORD_LIST.join('|')})\\b|${ROMAN_WEEK})(?:\\s*(?:and|&|-|–|to)\\s*\\d{1,2}\\b)?\\s*[:.,)/–—-]?\\s*`,
  'i',
);

/** A list item's number before a week heading (`3. Week 2`, `4) Week 3:`). */
const LIST_NUMBER_BEFORE_WEEK = /^\d{1,2}[.)]\s{1,3}(?=weeks?\s+(?:\d|[a-z]))/i;

/** `Week 14/15 Topic`: a heading over two weeks written with a slash; read only when the second is the next week. */
const WEEK_PAIR = /^weeks?\s+(\d{1,2})\/(\d{1,2})(?!\d)\s*[:.,)–—-]?\s*/i;

/** The `Week N/N+1` heading's match (its first number in group 1), or null (`Week 1/15` may be a date). */
function weekPair(text: string): RegExpExecArray | null {
  const m = WEEK_PAIR.exec(text);
  return m && Number(m[2]) === Number(m[1]) + 1 ? m : null;
}

export const weekNumberOf = (token: string): number => {
  if (/^\d+$/.test(token)) return Number(token);
  const word = WEEK_WORD_LIST.indexOf(token.toLowerCase());
  return word >= 0 ? word + 1 : ROMAN_WEEK_LIST.indexOf(token.toLowerCase()) + 1;
};

/** "Week of Jan. 10", "The week of September 5:": a week named by its first day, not by a number. */
const WEEK_OF = /^(?:the\s+)?week\s+of\s+/i;

/** `Week of 3--7 September`: a day-first range opening the text, read as its first day (the rest after the range). */
function dayFirstRange(text: string): LeadingDate | null {
  const r = /^\d/.test(text) ? dateRange(text) : null;
  return r ? { date: r.start, more: [], index: 0, end: r.endIndex, rest: text.slice(r.endIndex) } : null;
}

/** A week named by its first day: one session for the week, dated that day, giving no meeting day. */
function weekOf(l: Parameters<Layout['read']>[0], ctx: Parameters<Layout['read']>[1]) {
  const m = l.bullet ? null : WEEK_OF.exec(l.text);
  const d = m ? (leadingDate(l.text.slice(m[0].length)) ?? dayFirstRange(l.text.slice(m[0].length))) : null;
  if (!d) return null;
  ctx.weekNo = undefined;
  ctx.weekRange = { start: d.date, end: d.date };
  const s = ctx.start(newSession(l, { isWeek: true, date: d.date, range: ctx.weekRange }));
  if (d.weekday !== undefined) s.weekday = d.weekday;
  ctx.addContent(d.rest.trim(), l);
  return 'week heading' as const;
}

export const weekHeading: Layout = {
  name: 'week heading',
  shape: { lacks: BULLET },
  read(l, ctx) {
    // `3. Week 2`: an enumerated list of weeks; the list number is not the week's.
    const text = withoutSectionNumber(l.text).replace(LIST_NUMBER_BEFORE_WEEK, '');
    // `Week 1 Assignment`: a task named after its week (a list item pasted without its mark) opens no week.
    const m = l.bullet || isTaskAfterWeek(text) ? null : (WEEK_HEADING.exec(text) ?? weekPair(text));
    if (!m) return weekOf(l, ctx);
    ctx.weekNo = weekNumberOf(m[1]!);
    let rest = text.slice(m[0].length);
    const range = dateRange(rest);
    ctx.weekRange = range ? { start: range.start, end: range.end } : undefined;
    const s = ctx.start(newSession(l, { explicitWeek: ctx.weekNo, isWeek: true }));
    const depth = markdownDepth(l.raw);
    if (depth !== undefined) s.headingDepth = depth;
    if (range) {
      rest = rest.slice(range.endIndex).replace(/^\s*\)?\s*[:.,;–—-]?\s*/, '');
    } else {
      const d = leadingDate(rest) ?? parenthesisedDate(rest) ?? closingParenthesisedDate(rest);
      if (d) {
        s.date = d.date;
        if (d.weekday !== undefined) s.weekday = d.weekday;
        rest = d.rest;
      }
    }
    // `(chapt. 2, chapt. 3)` after the dates: the week's chapters to read (heading-chapters.ts).
    const chapters = headingChapters(rest);
    if (chapters) {
      for (const chapter of chapters.chapters) ctx.addReadings(chapter, l, 'inline');
      rest = chapters.rest;
    }
    ctx.addContent(rest.trim(), l);
    return 'week heading';
  },
};
