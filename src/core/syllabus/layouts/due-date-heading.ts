/**
 * A reading page listed by due date: `Due Thursday 26 May 2011` alone on its line over the works to read
 * for that class (`- 35 USC 103`, `- Bonito Boats v. Thunder Craft, 489 U.S. 141 (1989)`). The work is due
 * at the class of that day, so the line is that class's dated heading. Read only in a document with three
 * such lines or more (a single `Due Friday, May 3` under a class is a deadline).
 */
import { leadingDate } from '../dates';
import type { Layout } from './context';
import { newSession } from './session';
import { BULLET } from './line-shape';

const DUE = /^due\s+(?=\S)/i;
const MIN_LINES = 3;

/** The date of a `Due <date>` line whose date is all that follows the word. */
function dueDate(text: string) {
  const t = text.trim();
  const m = DUE.exec(t);
  if (!m) return null;
  const d = leadingDate(t.slice(m[0].length));
  return d && !d.rest.trim() ? d : null;
}

/** Are the document's `Due <date>` lines its class headings (three or more)? */
export function hasDueDateHeadings(texts: readonly string[]): boolean {
  let n = 0;
  for (const t of texts) if (dueDate(t) && ++n >= MIN_LINES) return true;
  return false;
}

export const dueDateHeading: Layout = {
  name: 'due date heading',
  shape: { lacks: BULLET },
  read(l, ctx) {
    if (!l.dueDateHeading || l.bullet) return null;
    const d = dueDate(l.text);
    if (!d) return null;
    ctx.start(newSession(l, { date: d.date, ...(d.weekday !== undefined ? { weekday: d.weekday } : {}) }));
    return 'dated heading';
  },
};
