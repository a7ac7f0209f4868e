/**
 * The last class as the syllabus states it: a dated row or sentence that calls itself the last class
 * (`| March 28 | Final Class |`, `April 7: Class 24. Last day of class.`, `On Thursday, December 5, the
 * last day of class, we will ...`), or a `First/Last meeting:` field giving the first and last class as
 * a range (`First/Last Meeting: Tue 01/13/2031 -- Thu 04/30/2031`). The term ends there, not at the
 * deadlines or the final exam dated after it (semester.ts).
 */
import { findDates, type MonthDay } from './dates';

/**
 * `last day of class(es)`, `last class`, `final class (meeting)`, `last lecture`, `last meeting`: a
 * class that is the last one; not `final class project` or `last class's reading`.
 */
const LAST_CLASS =
  /\b(?:last|final)\s+(?:day\s+of\s+(?:class(?:es)?|instruction|lectures?)|class(?:\s+(?:meeting|session|day))?|lecture|meeting)\b(?!['’]|\s+(?:project|presentation|paper|essay|exam|assignment|report|reading))/i;
/** `First/Last Meeting (planned):`, `First / last class:`: a field giving both classes as a range. */
const FIRST_LAST_LABEL = /\bfirst\s?\/\s?last\b[^:]{0,40}:/i;

/** The date of the stated last class (no year unless written), if one line states it. */
export function statedLastClass(texts: readonly string[]): MonthDay | undefined {
  for (const t of texts) {
    const range = FIRST_LAST_LABEL.exec(t);
    if (range) {
      const dates = findDates(t.slice(range.index + range[0].length));
      if (dates.length >= 2) return dates[dates.length - 1]!.date;
      continue;
    }
    if (t.length > 400 || !LAST_CLASS.test(t)) continue;
    // The line's one date is the last class's (a row, or a sentence); two or more leave it open.
    const dates = findDates(t);
    if (dates.length === 1) return dates[0]!.date;
  }
  return undefined;
}
