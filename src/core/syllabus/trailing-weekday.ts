/**
 * A weekday written after a date rather than before it: `Mar. 16 Tuesday 6:00 P.M. FINAL`,
 * `January 24 -- Thursday -- Special lecture`. When the rest of a class session's own dated line
 * opens with a full weekday name, that weekday is the session's, as in `Tuesday, Mar. 16` (year
 * inference, meeting days, the weekdays of a yearless schedule's other rows).
 */
import { lineTextAt } from './line-text';
import { leadingDate, weekdayIndex } from './dates';
import type { Session } from './layouts';
import type { PreparedLine } from './prepare';

/** A line's rest after its date, opening with a full weekday name (after an optional dash or comma). */
const OPENING_WEEKDAY = /^[-–—,\s]{0,6}(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?!['’])/i;

/** Gives each dated class session without a weekday the weekday written just after its line's date. */
export function readTrailingWeekdays(sessions: readonly Session[], lines: readonly PreparedLine[]): void {
  const open = sessions.filter((s) => s.date && s.weekday === undefined && !s.isWeek && !s.range);
  if (!open.length) return;
  const textAt = lineTextAt(lines);
  for (const s of open) {
    const d = leadingDate(textAt(s));
    if (!d || d.date.month !== s.date!.month || d.date.day !== s.date!.day) continue;
    const m = OPENING_WEEKDAY.exec(d.rest);
    if (m) s.weekday = weekdayIndex(m[1]!);
  }
}
