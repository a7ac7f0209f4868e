/**
 * A class's assignment written as one prose paragraph whose lead-in names the class before its date:
 * `Assignment for Class #3, Tuesday, January 22. Pages 30-43 ...`, `Assignments for Classes #1 and 2,
 * Thursday, January 17 and Friday, January 18: Read pages 1-29 ...`. The lead-in is dropped and the
 * rest read as a dated heading (the first date counts); the class number is kept.
 */
import { leadingDate, MONTH_PATTERN, WEEKDAY_PATTERN } from '../dates';
import type { Layout } from './context';
import { datedHeading } from './dated-heading';
import { CELLS } from './line-shape';

const LEAD_IN =
  /^assignments?\s+for\s+(?:class(?:es)?|session|lecture)s?\s*#?\s*(\d{1,3})(?:\s*(?:and|&|,|-)\s*#?\s*\d{1,3})*\s*[,:.–—-]?\s+/i;

/** "and Friday, January 18:" after the first date: the class's second day (the first date counts). */
const SECOND_DAY = new RegExp(
  `^(?:and|&)\\s+(?:${WEEKDAY_PATTERN}\\.?,?\\s+)?(?:${MONTH_PATTERN}\\.?\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\b\\s*[:.,;–—-]?\\s*`,
  'i',
);

/** The text after the lead-in, with a second day of the same class dropped. */
function firstDayOnly(text: string): string {
  const d = leadingDate(text);
  const second = d ? SECOND_DAY.exec(d.rest) : null;
  return d && second ? `${text.slice(0, d.end)}: ${d.rest.slice(second[0].length)}` : text;
}

export const assignmentLead: Layout = {
  name: 'assignment lead-in',
  shape: { lacks: CELLS },
  read(l, ctx) {
    if (l.bullet > 1 || l.cells) return null;
    const m = LEAD_IN.exec(l.text);
    if (!m || !datedHeading.readText(l, firstDayOnly(l.text.slice(m[0].length)), ctx)) return null;
    if (ctx.current) ctx.current.classNo = Number(m[1]);
    return 'dated heading';
  },
};
