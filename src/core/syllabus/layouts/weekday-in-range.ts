/**
 * Classes labelled by an abbreviated weekday with a point inside a week heading that gives the week's
 * date range: `Week Two (Aug. 30-Sep. 1)` over `Tu. Background; The Scarlet Letter` and `Th. Plymouth
 * Plantation 120-130`. Each label opens a class of its own on that weekday of the range (the calendar
 * pass dates it from the range's first day and the weekday); the rest of the line is read as a prose
 * line of that class.
 */
import { weekdayIndex } from '../dates';
import type { Layout } from './context';
import { proseLine } from './prose-line';
import { newSession } from './session';

/** `Tu. `, `Th. `, `Wed. `, `Thurs. ` opening the line: a capitalised weekday abbreviation and a point. */
const WEEKDAY_LABEL = /^(Mon|Tues?|Tu|Wed|Thurs?|Thu|Th|Fri|Sat)\.\s+(?=\S)/;

export const weekdayInRange: Layout = {
  name: 'weekday in week range',
  read(l, ctx) {
    if (l.bullet || !ctx.weekRange || ctx.weekNo === undefined || !ctx.current) return null;
    const m = WEEKDAY_LABEL.exec(l.text);
    const weekday = m ? weekdayIndex(m[1]!) : undefined;
    if (!m || weekday === undefined) return null;
    ctx.start(newSession(l, { weekday }));
    proseLine.read({ ...l, text: l.text.slice(m[0].length) }, ctx);
    return 'class heading';
  },
};
