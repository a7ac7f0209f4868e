/**
 * Dated classes after the last printed week heading that run on for weeks (`Week 1 (May 19, 21):
 * Introduction`, then `3) Tuesday, May 26:` ... `8) Thursday, June 11` with no further heading): a
 * printed week never spans three calendar weeks, so such a tail is counted on in Monday-based weeks from
 * the last printed week. A last heading whose classes fill one or two calendar weeks (a week printed
 * from a Wednesday) keeps its number.
 */
import { mondayOf } from './calendar';
import type { Session } from './layouts/session';

export interface TrailingWeeks {
  /** Index of the last week heading. */
  from: number;
  /** That printed week. */
  week: number;
  /** The Monday of its first dated class. */
  monday: number;
}

export function trailingWeeks(sessions: Session[], days: (number | undefined)[]): TrailingWeeks | null {
  let from = -1;
  for (let i = sessions.length - 1; i >= 0 && from < 0; i--) {
    const s = sessions[i]!;
    if (s.isWeek && s.explicitWeek !== undefined) from = i;
  }
  if (from < 0) return null;
  const week = sessions[from]!.explicitWeek!;
  // Classes that print a week of their own (a week column) are not a tail of the heading.
  if (sessions.slice(from).some((s) => s.explicitWeek !== undefined && s.explicitWeek !== week)) return null;
  const mondays = new Set<number>();
  let first: number | undefined;
  for (let i = from; i < sessions.length; i++) {
    const day = days[i];
    if (day === undefined) continue;
    first ??= mondayOf(day);
    mondays.add(mondayOf(day));
  }
  if (first === undefined || mondays.size < 3) return null;
  return { from, week, monday: first };
}
