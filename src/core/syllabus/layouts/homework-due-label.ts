/**
 * A class's homework label that names the day the work is due: `HOMEWORK (DUE 9/7):` under the class of
 * 8/31, over `- Read Chapter 2 ...` bullets. What is listed under it is read for the class of the due date,
 * so the label is that class's dated heading (as a `Due <date>` line is, due-date-heading.ts); written in
 * capitals it is no policy heading ending the schedule.
 */
import { leadingDate } from '../dates';
import type { Layout } from './context';
import { newSession } from './session';
import { BULLET } from './line-shape';

/** `HOMEWORK (DUE 9/7):`, `Reading (due Sept. 12)`: a work label, then its due date in parentheses, alone. */
const DUE_LABEL =
  /^(?:homework|hw|readings?|assignments?|prep(?:aration)?)\s{0,2}\(\s{0,2}due\s{1,2}([^()]{1,24})\)\s{0,2}:?\s*$/i;

export const homeworkDueLabel: Layout = {
  name: 'homework due label',
  shape: { lacks: BULLET },
  read(l, ctx) {
    if (l.bullet || !ctx.current) return null;
    const m = DUE_LABEL.exec(l.text.trim());
    if (!m) return null;
    const d = leadingDate(m[1]!.trim());
    if (!d || d.rest.trim()) return null;
    ctx.start(newSession(l, { date: d.date, ...(d.weekday !== undefined ? { weekday: d.weekday } : {}) }));
    return 'dated heading';
  },
};
