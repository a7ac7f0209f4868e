/**
 * A line that is only a date range running over months (`Jan 13-May 6.`, `Sept 3 – Dec 12`) gives the
 * term's dates, not a class: no class meets for eight weeks on end, and a week heading over it
 * (`WEEK 1: Introduction` / `Jan 13-May 6.` / `Spring break March 14-19.`) counts its classes from the
 * class lines under it, not from the term's first day (a line left over from another term would put the
 * first week's classes months later). A range with a topic after it (`Sept 3 - Oct 28: Unit 1`) is a
 * unit's and is read as before.
 */
import { leadingDate } from './dates';

/** `May 6.`: the range's end and nothing after it but a full stop. */
const BARE_END = /^\s*([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?[.,;]?\s*$/;
/** The range's dash between its two dates. */
const RANGE_DASH = /[-–—]\s*$|\s(?:to|through|until)\s*$/i;
/** More than this many days between a class range's ends: a term's dates. */
const MAX_CLASS_SPAN = 56;
const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** True when the line is a bare range of dates more than eight weeks long. */
export function isTermRangeLine(text: string): boolean {
  const d = leadingDate(text);
  if (!d || !RANGE_DASH.test(text.slice(0, text.length - d.rest.length))) return false;
  const end = BARE_END.exec(d.rest);
  if (!end) return false;
  const last = leadingDate(`${end[1]} ${end[2]}`);
  if (!last) return false;
  const from = DAYS_BEFORE_MONTH[d.date.month - 1]! + d.date.day;
  let to = DAYS_BEFORE_MONTH[last.date.month - 1]! + last.date.day;
  if (to < from) to += 365;
  return to - from > MAX_CLASS_SPAN;
}
