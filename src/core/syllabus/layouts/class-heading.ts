/**
 * Numbered classes: `Class 7`, `Lecture 12`, `## Lesson 01 - Aug. 22` (optionally with a date),
 * `Topic 3: The Legislative Branch` (the words after a numbered topic name it; they are no reading).
 */
import { leadingDate } from '../dates';
import type { Layout } from './context';
import { courseNotes } from './course-notes';
import { labelPipeCells } from './label-pipe-cells';
import { CLASS_HEADING } from './patterns';
import { newSession } from './session';
import { trailingHeadingDate } from './trailing-heading-date';
import { stripTrailing } from '../text';
import { classDayOfWeek } from './week-of-class-day';
import { BULLET, DIGIT } from './line-shape';

/** A class heading numbered `N-M` or `N.M` (module and class) before its date: `Meeting 1-3 - Wednesday, ...`. */
const COMPOUND_NUMBER = /^[A-Za-z]+\s*#?\s*\d{1,3}[-.]\d{1,3}\b\s*[:.,)–—-]?\s*/;

/**
 * `topic #16.`: a wrapped sentence's last words (`... the reading assignment for the next class is through
 * the end of` / `topic #16.`) — lower case, the number and a full stop, nothing else — not a class heading.
 */
const isSentenceTail = (text: string) => /^[a-z]+\s*#?\s*\d{1,3}\s*\.$/.test(text.trim());

export const classHeading: Layout = {
  name: 'class heading',
  shape: { has: DIGIT, lacks: BULLET },
  read(l, ctx) {
    const m = l.bullet || isSentenceTail(l.text) ? null : CLASS_HEADING.exec(l.text);
    if (!m) return null;
    const cur = ctx.current;
    // "Meeting 1-3 - Wednesday, January 26": a unit-class number; the first number is the unit.
    const numbered = COMPOUND_NUMBER.exec(l.text);
    const compound = numbered && leadingDate(l.text.slice(numbered[0].length)) ? numbered : null;
    const classNo = compound ? undefined : Number(m[1]);
    const rest = l.text.slice((compound ?? m)[0].length).trim();
    if (
      cur &&
      cur.classNo === undefined &&
      !cur.isWeek &&
      cur.topics.length <= (ctx.unitTopic ? 1 : 0) &&
      !cur.readings.length
    ) {
      cur.classNo = classNo;
    } else {
      ctx.start(newSession(l, { classNo }));
    }
    // "Lesson 01 - Aug. 22": the class number may carry the session's date.
    // "Session 1 (Sept. 8): ..." the date in parentheses as well, and "day 3 | Monday, Jan. 21" in the next cell.
    const d = classDayOfWeek(rest) ?? leadingDate(rest.replace(/^[\s:.,(|–—-]+/, ''));
    const trailing = d ? null : trailingHeadingDate(rest);
    const cells = d || trailing ? null : labelPipeCells(rest);
    if (d && ctx.current && !ctx.current.date) {
      ctx.current.date = d.date;
      if (d.weekday !== undefined) ctx.current.weekday = d.weekday;
      ctx.addContent(d.rest.replace(/^\)\s*[:.,;–—-]?\s*/, ''), l);
    } else if (trailing && ctx.current && !ctx.current.date) {
      // "Class 3 - Document Assembly - September 25, 2020": the date closes the heading, the topic before it.
      ctx.current.date = trailing.date.date;
      if (trailing.date.weekday !== undefined) ctx.current.weekday = trailing.date.weekday;
      ctx.current.topics.push(stripTrailing(trailing.topic, '.;,'));
    } else if (cells) {
      // "Session 1 | Philosophy and Wisdom | Apology 20c-23e": the topic cell, then the reading cells.
      ctx.current!.topics.push(cells.topic);
      for (const cell of cells.later) ctx.addReadings(cell, l, 'label');
    } else if (/^topic/i.test(m[0]) && rest && !/\b(?:readings?|read)\s*[:,]/i.test(rest)) {
      ctx.current!.topics.push(stripTrailing(rest, '.;,'));
    } else {
      // "Lecture 5 : Graphs I. Slides: (full) ( Note 5)": the course notes named are the class's reading.
      const notes = courseNotes(rest);
      ctx.addContent(notes ? notes.topic : rest, l);
      for (const note of notes?.notes ?? []) ctx.addReadings(note, l, 'label');
    }
    return 'class heading';
  },
};
