/**
 * Weeks of a yearless schedule from the weekdays written beside its dates (`Friday, January 18`,
 * `Monday, January 21`): without a year the calendar is unknown, but the written weekdays say which
 * day each date is, so where the weeks begin. Every year whose calendar fits the weekdays gives the
 * same Monday-based weeks; the dates themselves stay undated (the year is still unknown).
 */
import type { Session } from './layouts/session';

/**
 * The first Monday on or before the first dated session, on the stand-in calendar of `relative`
 * (epoch days in a stand-in year), when at least two dated sessions carry a written weekday and
 * most of them agree on where Mondays fall; otherwise undefined.
 */
export function writtenWeekStart(sessions: Session[], relative: (number | undefined)[]): number | undefined {
  const votes = new Array<number>(7).fill(0);
  let labelled = 0;
  let first: number | undefined;
  sessions.forEach((s, i) => {
    const day = relative[i];
    if (day === undefined) return;
    if (first === undefined || day < first) first = day;
    if (s.weekday === undefined) return;
    labelled++;
    votes[(((day - s.weekday) % 7) + 7) % 7]!++;
  });
  if (first === undefined || labelled < 2) return undefined;
  const best = Math.max(...votes);
  if (best < 0.6 * labelled) return undefined;
  const monday = votes.indexOf(best);
  return first - ((((first - monday) % 7) + 7) % 7);
}
