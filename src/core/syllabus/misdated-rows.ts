/**
 * Rows whose written weekday and date disagree ("WEDNESDAY, JAN. 15" in a year where the 15th is a
 * Thursday) while most rows' weekdays agree with their dates: one of the two is a typo, so the row
 * says nothing about the meeting days (the date stays as written). When most rows disagree, the
 * year is in doubt instead, and no row is singled out.
 */
import { weekdayOf } from './calendar';
import type { PlacedSession } from './schedule';

export function misdatedRows(placed: readonly PlacedSession[]): Set<PlacedSession> {
  const labelled = placed.filter((p) => p.day !== undefined && p.session.weekday !== undefined);
  const wrong = labelled.filter((p) => weekdayOf(p.day!) !== p.session.weekday);
  if (!wrong.length || labelled.length < 3 || wrong.length * 3 > labelled.length) return new Set();
  return new Set(wrong);
}
