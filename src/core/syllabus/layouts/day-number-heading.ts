/**
 * Day numbers without a month: `### 23: Syllabus, Expectations` under `## Week 1`. The month comes
 * from the dated sessions just above (a smaller day than the last one is in the next month) or from
 * the week's date range; when nothing above is dated the session keeps only its day of the month
 * and the calendar pass (day-numbers.ts) resolves the month from the term.
 */
import type { MonthDay } from '../dates';
import { carriedMonthDay, isTopicAfterDay } from './carried-month-day';
import type { Layout, LayoutContext } from './context';
import { newSession } from './session';

const DAY_NUMBER = /^(\d{1,2})\s*:\s*(.*)$/;

function monthFor(day: number, ctx: LayoutContext): MonthDay | undefined {
  const range = ctx.weekRange;
  if (range) {
    if (range.start.month === range.end.month || day >= range.start.day)
      return { month: range.start.month, day };
    return { month: range.end.month, day };
  }
  const last = ctx.lastDate();
  if (!last) return undefined;
  const month = day < last.day ? (last.month % 12) + 1 : last.month;
  return { month, day, ...(last.year ? { year: last.year + (month < last.month ? 1 : 0) } : {}) };
}

export const dayNumberHeading: Layout = {
  name: 'day-number heading',
  read(l, ctx) {
    if (l.bullet) return null;
    const m = DAY_NUMBER.exec(l.text);
    const day = m ? Number(m[1]) : 0;
    if (!m || day < 1 || day > 31) return null;
    // Only where a day is expected: a heading, a line inside a printed week, or the next meeting
    // of a dated class whose month is written only when it changes (carried-month-day.ts).
    const open = ctx.current?.date;
    const carried =
      open && !l.heading && ctx.weekNo === undefined && isTopicAfterDay(m[2]!)
        ? carriedMonthDay(day, open)
        : undefined;
    if (!l.heading && ctx.weekNo === undefined && !carried) return null;
    const date = carried ?? monthFor(day, ctx);
    const s = ctx.start(newSession(l, date ? { date } : { dayOfMonth: day }));
    ctx.addContent(m[2]!.trim(), l);
    return s.date ? 'dated heading' : 'day-number heading';
  },
};
