/**
 * A reading list kept apart from the schedule: the schedule dates numbered classes (`Lecture | Date |
 * Topic` rows with no reading column) and a separate list gives each class's readings under its
 * number (`### Lecture 4 (Natural selection)` / `* Section 3.1, pp. 74-76`). The listed readings belong
 * to the dated class of the same number: they take its date and week. Read only when the list comes
 * after every dated numbered class and at least three of its classes find a dated class without
 * readings — one stray number is no split list.
 */
import type { Session } from './layouts';

const isDated = (s: Session) => s.date !== undefined || s.dayOfMonth !== undefined;

export function joinSplitReadingList(sessions: Session[]): Session[] {
  let lastDated = -1;
  sessions.forEach((s, i) => {
    if (s.classNo !== undefined && isDated(s)) lastDated = i;
  });
  if (lastDated < 0) return sessions;
  const byNumber = new Map<number, Session>();
  for (const s of sessions.slice(0, lastDated + 1))
    if (s.classNo !== undefined && isDated(s) && !byNumber.has(s.classNo)) byNumber.set(s.classNo, s);
  const moves: [Session, Session][] = [];
  for (const s of sessions.slice(lastDated + 1)) {
    if (
      s.classNo === undefined ||
      isDated(s) ||
      s.range ||
      s.explicitWeek !== undefined ||
      !s.readings.length
    )
      continue;
    const target = byNumber.get(s.classNo);
    if (target && !target.readings.length) moves.push([s, target]);
  }
  if (moves.length < 3) return sessions;
  const moved = new Set<Session>();
  for (const [from, to] of moves) {
    to.readings.push(...from.readings);
    moved.add(from);
  }
  return sessions.filter((s) => !moved.has(s));
}
