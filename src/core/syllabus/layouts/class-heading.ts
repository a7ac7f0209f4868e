/**
 * Numbered classes: `Class 7`, `Lecture 12`, `## Lesson 01 - Aug. 22` (optionally with a date),
 * `Topic 3: The Legislative Branch` (the words after a numbered topic name it; they are no reading).
 */
import { leadingDate } from '../dates';
import type { Layout } from './context';
import { CLASS_HEADING } from './patterns';
import { newSession } from './session';
import { stripTrailing } from '../text';

export const classHeading: Layout = {
  name: 'class heading',
  read(l, ctx) {
    const m = l.bullet ? null : CLASS_HEADING.exec(l.text);
    if (!m) return null;
    const cur = ctx.current;
    const rest = l.text.slice(m[0].length).trim();
    if (
      cur &&
      cur.classNo === undefined &&
      !cur.isWeek &&
      cur.topics.length <= (ctx.unitTopic ? 1 : 0) &&
      !cur.readings.length
    ) {
      cur.classNo = Number(m[1]);
    } else {
      ctx.start(newSession(l, { classNo: Number(m[1]) }));
    }
    // "Lesson 01 - Aug. 22": the class number may carry the session's date.
    // "Session 1 (Sept. 8): ..." the date in parentheses as well.
    const d = leadingDate(rest.replace(/^[\s:.,(–—-]+/, ''));
    if (d && ctx.current && !ctx.current.date) {
      ctx.current.date = d.date;
      if (d.weekday !== undefined) ctx.current.weekday = d.weekday;
      ctx.addContent(d.rest.replace(/^\)\s*[:.,;–—-]?\s*/, ''), l);
    } else if (/^topic/i.test(m[0]) && rest && !/\b(?:readings?|read)\s*[:,]/i.test(rest)) {
      ctx.current!.topics.push(stripTrailing(rest, '.;,'));
    } else {
      ctx.addContent(rest, l);
    }
    return 'class heading';
  },
};
