/**
 * A schedule laid out in runs of spaces where only a month's first class names the month (`Mar.        1
 *   No class`) and the later classes are bare day numbers in the same column (`8               Reading:
 * Approaches (1)`, `                15            Quiz #1`). A line that opens with a day number and then
 * a wide gap, under a dated class, is the next class: its month is the last date's (the next month when
 * the day is smaller). Only a day after the last date and within three weeks of it counts, so a
 * numbered lesson list under a date stays a list.
 */
import type { MonthDay } from '../dates';
import type { Layout } from './context';
import { newSession } from './session';

/** A day number, a gap of four spaces or more, then text. */
const SPACED_DAY = /^\s*(\d{1,2}) {4,}(\S.*)$/;
const MAX_AHEAD = 21;

function nextDate(day: number, last: MonthDay): MonthDay | null {
  if (day < 1 || day > 31) return null;
  const month = day > last.day ? last.month : (last.month % 12) + 1;
  const ahead = month === last.month ? day - last.day : day + 31 - last.day;
  if (ahead < 1 || ahead > MAX_AHEAD) return null;
  return { month, day, ...(last.year ? { year: last.year + (month < last.month ? 1 : 0) } : {}) };
}

export const spacedDayNumber: Layout = {
  name: 'spaced day number',
  read(l, ctx) {
    if (l.bullet || l.cells) return null;
    const m = SPACED_DAY.exec(l.raw);
    const last = m ? ctx.lastDate() : undefined;
    const date = m && last ? nextDate(Number(m[1]), last) : null;
    if (!m || !date) return null;
    ctx.start(newSession(l, { date }));
    ctx.addContent(m[2]!.trim(), l);
    return 'dated heading';
  },
};
