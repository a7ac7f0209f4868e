/**
 * Class blogs listed by due date: a bracketed heading names the day the work is due
 * (`[Due Monday, April 14th] Reading notes`) over the items to prepare for it, each item often
 * saying when it was assigned (`• Assigned Monday, 4/7: Read "X" ...`, `"Y" Ch. 4 (assigned 3/31)`).
 * Such pages often run newest first; the calendar orders the weeks by their dates.
 *
 * An item is a reading of the class that assigned it: its assignment date opens a session of its
 * own. An item that names no assignment date is work of the days before the due date: it goes to
 * a session dated one week before the due day (the week the work is done in), which gives no
 * meeting day. The heading itself opens no session (an empty due date, an essay due, is no class).
 */
import { fromEpochDay, toEpochDay } from '../calendar';
import { type MonthDay, leadingDate } from '../dates';
import type { PreparedLine } from '../prepare';
import type { Layout, LayoutContext } from './context';
import { newSession } from './session';

/** `[Due Monday, April 14th] Title`: a bracketed due date opening a line. */
const DUE_HEADING = /^\[\s*due\s+([^\]]{3,40})\]\s*/i;
/** `Assigned Monday, 4/7: ...`: an item opened by the day it was assigned. */
const ASSIGNED_LEAD = /^assigned\s+(?:on\s+)?/i;
/** `(assigned 3/31)`, `(assigned March 3rd)`: the day an item was assigned, in parentheses. */
const ASSIGNED_NOTE = /\(\s*assigned\s+(?:on\s+)?([^()]{3,30})\)/i;
/** `1. Title` / `2.Title`: a numbered item. */
const ITEM_NUMBER = /^\d{1,2}[.)]\s*(?=\S)/;

/** The due date of a `[Due <date>]` heading line, or null. */
export function dueHeadingDate(text: string): { date: MonthDay; weekday?: number } | null {
  const m = DUE_HEADING.exec(text);
  if (!m) return null;
  const d = leadingDate(m[1]!.trim());
  if (!d || d.rest.trim()) return null;
  return { date: d.date, ...(d.weekday === undefined ? {} : { weekday: d.weekday }) };
}

/** An item's own assignment date and the reading text left when it is taken out. */
export function assignedItem(text: string): { date: MonthDay; weekday?: number; rest: string } | null {
  const lead = ASSIGNED_LEAD.exec(text);
  if (lead) {
    const d = leadingDate(text.slice(lead[0].length));
    if (!d) return null;
    return { date: d.date, ...(d.weekday === undefined ? {} : { weekday: d.weekday }), rest: d.rest };
  }
  const note = ASSIGNED_NOTE.exec(text);
  if (!note) return null;
  const d = leadingDate(note[1]!.trim());
  if (!d || d.rest.trim()) return null;
  // The note closes the citation: what follows it is a comment on the item ("…, with notes from class").
  const rest = note.index > 0 ? text.slice(0, note.index).trim() : text.slice(note[0].length).trim();
  return { date: d.date, ...(d.weekday === undefined ? {} : { weekday: d.weekday }), rest };
}

/** A stand-in year for a yearless date's arithmetic (not a leap year). */
const NEUTRAL_YEAR = 2001;

/** The same weekday one week before `d`. */
export function weekBefore(d: MonthDay): MonthDay {
  const c = fromEpochDay(toEpochDay(d.year ?? NEUTRAL_YEAR, d.month, d.day) - 7);
  return { month: c.month, day: c.day, ...(d.year === undefined ? {} : { year: c.year }) };
}

/** The session of the week before the due date, opened once per due block. */
function dueWeek(l: PreparedLine, ctx: LayoutContext, due: NonNullable<LayoutContext['due']>) {
  if (due.week) {
    ctx.current = due.week;
    return;
  }
  const week = ctx.start(
    newSession(l, {
      date: weekBefore(due.date),
      isWeek: true,
      ...(due.weekday === undefined ? {} : { weekday: due.weekday }),
    }),
  );
  ctx.due = { ...due, week };
}

export const dueHeading: Layout = {
  name: 'due heading',
  read(l, ctx) {
    const heading = l.bullet ? null : dueHeadingDate(l.text);
    if (heading) {
      ctx.current = null;
      ctx.due = { ...heading, week: null };
      return 'due heading';
    }
    const due = ctx.due;
    const number = ITEM_NUMBER.exec(l.text);
    if (!due || (!l.bullet && !number) || l.cells) return null;
    const text = number ? l.text.slice(number[0].length) : l.text;
    // A numbered line is no bullet: the reading-list prior of the document's bullets is not its.
    const context = l.bullet ? 'bullet' : 'line';
    const own = assignedItem(text);
    if (own) {
      ctx.start(
        newSession(l, { date: own.date, ...(own.weekday === undefined ? {} : { weekday: own.weekday }) }),
      );
      ctx.due = due;
      ctx.addReadings(own.rest, l, context);
      return 'due heading';
    }
    dueWeek(l, ctx, due);
    ctx.addReadings(text, l, context);
    return 'due heading';
  },
};
