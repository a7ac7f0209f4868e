/**
 * Chapter units as the only structure: an undated schedule whose lines each open with a book's chapter and
 * list its topics with a dot leader and their pages (`Chapter 2 Deeds and Titles ...... 127-157`,
 * `Chapter 5 Transfer ...... 436-456 Restrictions on transfer ...... 457-471`). Each such line is one unit,
 * counted in the order printed (a chapter printed again, `Chapter 1 (again)`, is a unit of its own), as
 * undated numbered topics are one week each; a `Chapter N` line without pages (`Chapter 7 (Read All)`)
 * between them is a unit too. Where a date or a week heading exists, chapter lines stay readings.
 */
import { leadingDate } from '../dates';
import { leaderEntries } from '../dot-leader-items';
import type { PreparedLine } from '../prepare';
import type { Layout } from './context';
import { newSession } from './session';
import { WEEK_HEADING } from './week-heading';

/** `Chapter 2 …`, `Chapter 1/Chapter 8 …` at the start of a line. */
const CHAPTER_LINE = /^chapters?\s+\d{1,2}\b/i;

/** A chapter line that lists pages after a dot leader. */
function isLeaderChapter(text: string): boolean {
  return CHAPTER_LINE.test(text) && leaderEntries(text) !== null;
}

/** Two or more chapter lines with dot-leader pages, and no dated line or week heading in the document. */
export function hasChapterUnits(lines: readonly PreparedLine[]): boolean {
  let units = 0;
  for (const l of lines) {
    if (WEEK_HEADING.test(l.text) || leadingDate(l.text)) return false;
    if (isLeaderChapter(l.text)) units++;
  }
  return units >= 2;
}

export const chapterUnits: Layout = {
  name: 'chapter units',
  read(l, ctx) {
    if (!ctx.chapterUnits || !CHAPTER_LINE.test(l.text)) return null;
    ctx.unitNo++;
    ctx.start(newSession(l, { classNo: ctx.unitNo }));
    ctx.addReadings(l.text, l, 'line');
    return 'class heading';
  },
};
