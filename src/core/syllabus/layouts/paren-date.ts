/**
 * A class day in parentheses after a printed week: `Week 2 (August 31) Chaucer, Canterbury Tales`.
 * The date belongs to the heading, not to the works after it, which are read without it.
 */
import { type LeadingDate, leadingDate } from '../dates';

/** `(August 31) rest` -> the date with `rest`; null when the parentheses hold no single date. */
export function parenthesisedDate(text: string): LeadingDate | null {
  if (!text.startsWith('(')) return null;
  const d = leadingDate(text.slice(1));
  if (!d) return null;
  const close = /^\s*\)\s*[:.,;–—-]?\s*/.exec(d.rest);
  return close ? { ...d, rest: d.rest.slice(close[0].length) } : null;
}

/** A date in brackets closing a line: `Gearing Up (Monday, August 21, 2023)`. */
const CLOSING_BRACKETS = /\(([^()]{4,40})\)\s*$/;

/**
 * `Topic (Monday, August 21, 2023)` -> the date with the topic before it as `rest`; null unless the
 * brackets hold one date and nothing after it.
 */
export function closingParenthesisedDate(text: string): LeadingDate | null {
  const m = CLOSING_BRACKETS.exec(text);
  if (!m) return null;
  const d = leadingDate(m[1]!.trim());
  return d && !d.rest.trim() ? { ...d, rest: text.slice(0, m.index).trim() } : null;
}
