/**
 * A numbered class as a list item, its date in parentheses after its number, under a printed week:
 * `Week 2 Markets` / `• Lecture 3 (Oct. 5th): Supply` / `• Lecture 4 (Oct. 7th): Demand` / `– Read Chapter 2`.
 * The bullet is a class heading like an unbulleted one (the date is the class's, the words after it its
 * topic), not an item of the class before it. The items after the week's class list are the week's (a
 * week's action items, dated by its first class), not the last class's. A bulleted `Lecture 3: Supply`
 * without the date, or one under no week heading, stays an item.
 */
import type { Layout, LayoutContext } from './context';
import { classHeading } from './class-heading';
import { parenthesisedDate } from './paren-date';
import { CLASS_HEADING } from './patterns';
import type { Session } from './session';

/** `Lecture 3 (Oct. 5th)`: a class number, then a date in parentheses. */
export function isDatedClassItem(text: string): boolean {
  const m = CLASS_HEADING.exec(text);
  return m !== null && !/[:.,)–—·-]\s*$/.test(m[0]) && parenthesisedDate(text.slice(m[0].length)) !== null;
}

/** The week heading the current classes sit under: the last week session, only dated classes after it. */
export function enclosingWeek(ctx: LayoutContext): Session | null {
  for (let i = ctx.sessions.length - 1; i >= 0; i--) {
    const s = ctx.sessions[i]!;
    if (s.isWeek) return s.date ? null : s;
    if (s.classNo === undefined || !s.date || s.readings.length) return null;
  }
  return null;
}

export const datedClassBullet: Layout = {
  name: 'dated class bullet',
  read(l, ctx) {
    if (!l.bullet || !isDatedClassItem(l.text)) return null;
    const week = enclosingWeek(ctx);
    if (!week) return null;
    const region = classHeading.read({ ...l, bullet: 0 }, ctx);
    if (ctx.current?.date) ctx.current = week;
    return region;
  },
};
