/**
 * A class of a weekday-only schedule (weekday-only-weeks.ts): `Wednesday: Reading includes Kraut, "Desire
 * and the Human Good."` under the week prepare.ts wrote before the week's first weekday line. The label opens
 * a class of its own on that weekday of the week; the rest of the line is read as a prose line of that class.
 */
import { weekdayIndex } from '../dates';
import type { Layout } from './context';
import { proseLine } from './prose-line';
import { newSession } from './session';
import { weekdayLabel } from './weekday-only-weeks';

export const weekdayClass: Layout = {
  name: 'weekday class',
  read(l, ctx) {
    if (!l.weekdayClass || l.bullet) return null;
    const label = weekdayLabel(l.text);
    if (!label) return null;
    const names = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
    ctx.start(newSession(l, { weekday: weekdayIndex(names[label.day]!), explicitWeek: ctx.weekNo }));
    if (label.rest) proseLine.read({ ...l, text: label.rest }, ctx);
    return 'class heading';
  },
};
