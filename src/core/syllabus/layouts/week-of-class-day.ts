/**
 * A class heading that names its week and its class day: `Class 3 – Week of February 2 (February 5
 * Class)`. The week's Monday comes first, the class's own day in the brackets with the word `Class`
 * (or `Session`, `Meeting`, `Lecture`) after it: that day is the class's date, the rest its topic.
 */
import { type LeadingDate, leadingDate } from '../dates';

const WEEK_OF = /^[\s:.,|–—-]*week\s+of\s+/i;
const CLASS_WORD = /^\s*(?:class|session|meeting|lecture)\s*\)\s*[:.,;–—-]?\s*/i;

/** The class day of `Week of <date> (<date> Class) rest`, with `rest`; null for any other text. */
export function classDayOfWeek(text: string): LeadingDate | null {
  const lead = WEEK_OF.exec(text);
  if (!lead) return null;
  const week = leadingDate(text.slice(lead[0].length));
  const open = week ? /^\(\s*/.exec(week.rest) : null;
  if (!week || !open) return null;
  const day = leadingDate(week.rest.slice(open[0].length));
  const close = day ? CLASS_WORD.exec(day.rest) : null;
  return day && close ? { ...day, rest: day.rest.slice(close[0].length) } : null;
}
