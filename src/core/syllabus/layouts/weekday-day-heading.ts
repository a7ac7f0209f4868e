/**
 * Class days written as a weekday letter and the day of the month only (`M (4)`, `W (6)`, `F (8)`,
 * `M (1)` once the next month begins), the month never named: each opens a session with its weekday
 * and day of the month and the rest of the line is its text. Without a month the days stay undated;
 * the weeks follow the weekdays: a weekday no later than the previous class's (`M` after `F`), or a
 * day a week or more on, begins the next week. A printed week in force wins. The day's line lists what
 * is read that day, one text a line, the first beside the day (`W (6)\tGenesis 1-12; 15.` /
 * `\t\tExodus 1-16.`): each is read as an item of a reading list.
 */
import { weekdayIndex } from '../dates';
import { isNoClass } from '../signals';
import type { Layout, LayoutContext } from './context';
import type { Session } from './session';
import { newSession } from './session';

const WEEKDAY_DAY = /^(M|Tu|T|W|Th|R|F|Sa|Su)\s?\((\d{1,2})\)(?:\s+|$)/;

/** The last session this layout opened (a weekday and a day of the month, no date). */
function lastDaySession(ctx: LayoutContext): Session | undefined {
  for (let i = ctx.sessions.length - 1; i >= 0; i--) {
    const s = ctx.sessions[i]!;
    if (s.dayOfMonth !== undefined && s.weekday !== undefined && !s.date) return s;
  }
  return undefined;
}

function weekOf(weekday: number, day: number, ctx: LayoutContext): number {
  if (ctx.weekNo !== undefined) return ctx.weekNo;
  const prev = lastDaySession(ctx);
  if (!prev || prev.explicitWeek === undefined) return 1;
  const sameMonth = day >= prev.dayOfMonth!;
  const newWeek = weekday <= prev.weekday! || (sameMonth && day - prev.dayOfMonth! >= 7);
  return prev.explicitWeek + (newWeek ? 1 : 0);
}

/** The last line read into each session this layout opened: its list continues on the next line. */
const lastLine = new WeakMap<Session, number>();

/**
 * The lines that continue a day's list (indented, no blank line between): each names another text
 * read that day (`\t\tExodus 1-16; 19-20.`, `\t\tJonah`). A blank line ends the list.
 */
export const weekdayDayList: Layout = {
  name: 'weekday-day list',
  read(l, ctx) {
    const s = ctx.current;
    const last = s ? lastLine.get(s) : undefined;
    if (!s || last === undefined || l.bullet || l.heading || l.indent < 1 || l.line !== last + 1) return null;
    lastLine.set(s, l.line);
    if (!isNoClass(l.text)) ctx.addReadings(l.text, l, 'label');
    return 'line';
  },
};

export const weekdayDayHeading: Layout = {
  name: 'weekday-day heading',
  read(l, ctx) {
    if (l.bullet) return null;
    const m = WEEKDAY_DAY.exec(l.text);
    const day = m ? Number(m[2]) : 0;
    const weekday = m ? weekdayIndex(m[1]!) : undefined;
    if (!m || weekday === undefined || day < 1 || day > 31) return null;
    const explicitWeek = weekOf(weekday, day, ctx);
    const s = ctx.start(newSession(l, { dayOfMonth: day, weekday, explicitWeek }));
    const text = l.text.slice(m[0].length).trim();
    // The day's line lists what is read that day, one text a line (the first beside the day).
    if (isNoClass(text)) s.noClass = true;
    else if (text) ctx.addReadings(text, l, 'label');
    lastLine.set(s, l.line);
    return 'day-number heading';
  },
};
