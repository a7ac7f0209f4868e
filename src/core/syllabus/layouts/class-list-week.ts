/**
 * A week's classes listed one after another, each dated in parentheses after its number, under an
 * undated printed week, and the week's items after the list: `Week 3: Markets` / `Lecture 6 (Sep. 20):
 * Supply` / `Lecture 7 (Sep. 22): Demand` / `Readings:` / `...`. The items after the list are the week's
 * and dated by its first class, not the last class's: from the second class of the list on, the first
 * class is the current session again (a bulleted list of such classes hands the items to the week,
 * dated-class-bullet.ts). A class heading followed by items of its own (no class heading right after
 * the one before) keeps them.
 */
import type { Layout } from './context';
import { classHeading } from './class-heading';
import { enclosingWeek, isDatedClassItem } from './dated-class-bullet';
import { BULLET, DIGIT } from './line-shape';

export const classListWeek: Layout = {
  name: 'class list under a week',
  shape: { has: DIGIT, lacks: BULLET },
  read(l, ctx) {
    if (l.bullet || !isDatedClassItem(l.text)) return null;
    const before = ctx.current;
    // The class before is one of the list: dated, nothing under it yet.
    if (!before || before.isWeek || before.classNo === undefined || !before.date || before.readings.length)
      return null;
    const week = enclosingWeek(ctx);
    if (!week) return null;
    const first = ctx.sessions[ctx.sessions.indexOf(week) + 1];
    const region = classHeading.read(l, ctx);
    if (region && first && ctx.current?.date) ctx.current = first;
    return region;
  },
};
