/**
 * A class row just above the first dated row of a dated schedule, with a topic and a reading but no date
 * of its own (its day lost when the table was flattened: `| | Introduction | 1 |` over `| January 23 |
 * ...`): it was held before the first dated class. When the first dated week already holds as many
 * classes as the course meets in a week (the stated meeting days, `MW`: two), it cannot share that week,
 * so it keeps week 1 and the dated weeks count from 2. Schedules with printed weeks are left alone.
 */
import type { PlacedSession } from './schedule';

export function leadingClassWeek(placed: PlacedSession[], classesPerWeek: number): PlacedSession[] {
  if (classesPerWeek < 2) return placed;
  const first = placed.findIndex((p) => p.session.date !== undefined);
  if (first !== 1) return placed;
  const lead = placed[0]!.session;
  if (lead.range || lead.isWeek || lead.classNo !== undefined || lead.explicitWeek !== undefined)
    return placed;
  if (!lead.topics.length || !lead.readings.length) return placed;
  const week = placed[first]!.week;
  if (placed[0]!.week !== week) return placed;
  const sameWeek = placed.filter(
    (p) => p.session.date !== undefined && !p.session.noClass && p.week === week,
  );
  if (sameWeek.length < classesPerWeek) return placed;
  return placed.map((p, i) => (i === 0 ? p : { ...p, week: p.week + 1 }));
}
