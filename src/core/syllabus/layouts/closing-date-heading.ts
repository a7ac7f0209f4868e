/**
 * A class heading whose date closes it in parentheses, after its topic: `### Materialism(s) (Oct. 23)`,
 * `*** Introduction (Sept. 11)` (an Org outline), `## Review (Monday, December 4)`. The heading is the dated class;
 * its topic is what stands before the brackets. Only a heading (a `#` line or an outline heading) is read so: a
 * list item or a sentence closing with a bracketed date is a due note or a citation, not a class; a numbered class or
 * week heading (`Class 3 – Kant on Mathematics (9/11)`) is read by its own layout.
 */
import { leadingDate } from '../dates';
import type { PreparedLine } from '../prepare';
import { closingParenthesisedDate } from './paren-date';
import { CLASS_HEADING } from './patterns';
import { WEEK_HEADING } from './week-heading';

/** The heading written date first (`Oct. 23 Materialism(s)`) when it closes with a bracketed date; else null. */
export function closingDateHeadingText(l: Pick<PreparedLine, 'text' | 'heading' | 'bullet'>): string | null {
  // `Class 3 – Kant on Mathematics (9/11)`: a numbered class heading is the class-heading layout's.
  if (!l.heading || l.bullet || CLASS_HEADING.test(l.text) || WEEK_HEADING.test(l.text)) return null;
  const d = closingParenthesisedDate(l.text);
  if (!d?.rest) return null;
  const open = l.text.lastIndexOf('(');
  const date = l.text.slice(open + 1, l.text.lastIndexOf(')')).trim();
  return leadingDate(date) ? `${date} ${d.rest}` : null;
}
