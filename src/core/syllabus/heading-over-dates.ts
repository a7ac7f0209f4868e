/**
 * A heading over the list of its class dates: `Chapter 2: The First Law.` on one line and `Sept 10,
 * 12, 15, 17` on the next. Each date list opens a session, so the heading line ABOVE a list is read
 * into the session of the list before it (every chapter one list early). When two sessions in a row
 * open on bare lists of two or more dates and the first one's last reading sits on the line right above
 * the second list, that reading is the second list's heading and moves to it. Read only when the shape
 * holds at least twice in the document (one stray date line is no layout).
 */
import { lineTextAt } from './line-text';
import type { Session } from './layouts';
import type { PreparedLine } from './prepare';

/**
 * `Sept 10`, `12`, `Oct 1`, `9/10`, `W 9/10`, `September 10th`, `10 September`: a day in any date style,
 * with an optional month or weekday word before it (or a month after it).
 */
const LIST_ENTRY =
  /^(?:(?:[A-Za-z]{3,9}\.?|[MTWRF]|Th|Tu)\s)?\d{1,2}(?:\/\d{1,2})?(?:st|nd|rd|th)?(?:\s[A-Za-z]{3,9}\.?)?$/;

/** `Aug 25, 27, 29, Sept 3`, `8/25, 8/27`: two or more comma-separated entries and nothing else. */
export function isBareDateList(text: string): boolean {
  const entries = text.split(',').map((e) => e.trim().replace(/\s+/g, ' '));
  return entries.length >= 2 && entries.every((e) => LIST_ENTRY.test(e));
}

export function moveHeadingsOntoDateLists(sessions: Session[], prepared: PreparedLine[]): void {
  const textAt = lineTextAt(prepared);
  const moves: [Session, Session][] = [];
  const opensOnList = (s: Session) => s.date !== undefined && isBareDateList(textAt(s));
  sessions.forEach((s, i) => {
    const before = sessions[i - 1];
    if (!before || !opensOnList(before) || !opensOnList(s)) return;
    const last = before.readings[before.readings.length - 1];
    if (last && last.page === s.page && last.line === s.line - 1) moves.push([before, s]);
  });
  if (moves.length < 2) return;
  for (const [from, to] of moves) to.readings.unshift(from.readings.pop()!);
}
