/**
 * A class heading without a date under a day line that holds no class of its own:
 * `T 5/25 Discussion at 9am.` then `Lecture 2: molecules` with its readings. In a schedule whose
 * class headings are otherwise dated on their own line (`M 5/24 Lecture 1: ...`, `W 5/26 Lecture
 * 3: ...`), the lecture is that day's class.
 */
import type { Session } from './layouts';

/** A day line: dated, one day, not a class heading, nothing read under it, not a day off. */
const isDayLine = (s: Session): boolean =>
  Boolean(s.date) && !s.range && !s.isWeek && !s.noClass && s.classNo === undefined && !s.readings.length;

/** An undated class heading of the schedule. */
const isUndatedClass = (s: Session): boolean =>
  s.classNo !== undefined && !s.date && s.dayOfMonth === undefined && !s.isWeek;

/**
 * Each undated class heading that follows a day line joins that day line's session (its number,
 * topics and readings), when most class headings carry their own date: one class that day, not
 * two (the meeting days count each day once). Returns the sessions left.
 */
export function dateClassesUnderDayLines(sessions: Session[]): Session[] {
  const classes = sessions.filter((s) => s.classNo !== undefined && !s.isWeek);
  const dated = classes.filter((s) => s.date).length;
  if (dated < 2 || dated <= classes.length - dated) return sessions;
  const out: Session[] = [];
  for (const s of sessions) {
    const day = out[out.length - 1];
    if (!day || !isUndatedClass(s) || !isDayLine(day)) {
      out.push(s);
      continue;
    }
    day.classNo = s.classNo;
    day.topics.push(...s.topics);
    day.readings.push(...s.readings);
  }
  return out;
}
