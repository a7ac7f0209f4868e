/**
 * A table's date cell that names the week and lists its class days in parentheses: `Week 1 (Sep 8, Sep 11)`,
 * `Week 4 (Sep 29, Oct 2)` (a week-per-row table whose `Date` column prints both). The printed week, dated
 * by its first class day; the other days are the row's further class days (meeting-day evidence).
 */
import { type MonthDay, leadingDate } from '../dates';
import { WEEK_HEADING, weekNumberOf } from './week-heading';

/** The parenthesised list after the week: `(Sep 8, Sep 11)`, nothing after it. */
const DAY_LIST = /^\(([^()]{3,60})\)\s*$/;
const MAX_DAYS = 7;

export interface WeekDates {
  week: number;
  first: MonthDay;
  more: MonthDay[];
}

/** One date and nothing else: `Sep 8`, `Oct 2`. */
function onlyDate(text: string): MonthDay | null {
  const d = leadingDate(text.trim());
  return d && !d.rest.trim() ? d.date : null;
}

/** `Week N (date, date ...)` -> the week and its listed dates; null for any other cell. */
export function weekDatesCell(text: string): WeekDates | null {
  const m = WEEK_HEADING.exec(text);
  if (!m) return null;
  const list = DAY_LIST.exec(text.slice(m[0].length))?.[1];
  if (!list) return null;
  const parts = list.split(/[,;&]/, MAX_DAYS + 1);
  if (parts.length > MAX_DAYS) return null;
  const dates = parts.map(onlyDate);
  if (dates.some((d) => !d)) return null;
  const [first, ...more] = dates as MonthDay[];
  return first ? { week: weekNumberOf(m[1]!), first, more } : null;
}
