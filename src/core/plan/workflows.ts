/** The five workflows' lists and counts (SPEC 2 and 9), from one course's data. */
import type { Flowmap, Rpa, WeakSpot } from '../model';
import type { PlanReading } from './recommendations';

export const READING_PREP_LIMIT = 10;
export const WEEKLY_REVIEW_REMAINING = 5;

const byWeekAndOrder = (a: PlanReading, b: PlanReading) => a.weekNumber - b.weekNumber || a.order - b.order;

/** Reading prep: up to the first 10 incomplete readings, by scheduled date (undated last). */
export function readingPrepList<T extends PlanReading>(
  readings: readonly T[],
  limit = READING_PREP_LIMIT,
): T[] {
  return readings
    .filter((r) => !r.completed)
    .sort((a, b) => {
      if (a.scheduledDate && b.scheduledDate && a.scheduledDate !== b.scheduledDate)
        return a.scheduledDate < b.scheduledDate ? -1 : 1;
      if (Boolean(a.scheduledDate) !== Boolean(b.scheduledDate)) return a.scheduledDate ? -1 : 1;
      return byWeekAndOrder(a, b);
    })
    .slice(0, limit);
}

/** The readings of a week, in syllabus order. */
export function weekReadings<T extends PlanReading>(readings: readonly T[], week: number): T[] {
  return readings.filter((r) => r.weekNumber === week).sort(byWeekAndOrder);
}

/** Post-reading: the week's completed readings, most recently completed first. */
export function completedThisWeek<T extends PlanReading>(readings: readonly T[], week: number): T[] {
  return weekReadings(readings, week)
    .filter((r) => r.completed)
    .sort((a, b) => (b.completedDate ?? '').localeCompare(a.completedDate ?? ''));
}

export interface WeeklyReview {
  week: number;
  completed: number;
  remaining: number;
  /** The first 5 remaining readings. */
  firstRemaining: PlanReading[];
  rpas: number;
  flowmaps: number;
  unresolvedWeakSpots: number;
}

/** RPAs of the week: those marked with the week, or linked to one of the week's readings. */
export function weeklyReview(input: {
  week: number;
  readings: readonly PlanReading[];
  rpas: readonly Pick<Rpa, 'weekNumber' | 'readingIds'>[];
  flowmaps: readonly Pick<Flowmap, 'weekNumber'>[];
  weakSpots: readonly Pick<WeakSpot, 'weekNumber' | 'status'>[];
}): WeeklyReview {
  const { week } = input;
  const own = weekReadings(input.readings, week);
  const ids = new Set(own.map((r) => r.id));
  const remaining = own.filter((r) => !r.completed);
  return {
    week,
    completed: own.length - remaining.length,
    remaining: remaining.length,
    firstRemaining: remaining.slice(0, WEEKLY_REVIEW_REMAINING),
    rpas: input.rpas.filter((r) => r.weekNumber === week || r.readingIds.some((id) => ids.has(id))).length,
    flowmaps: input.flowmaps.filter((f) => f.weekNumber === week).length,
    unresolvedWeakSpots: input.weakSpots.filter((w) => w.weekNumber === week && w.status !== 'resolved')
      .length,
  };
}

export interface ExamPrep {
  rpas: number;
  completedReadings: number;
  /** Status not resolved. */
  outstandingWeakSpots: number;
  outstandingReadings: number;
}

export function examPrep(input: {
  readings: readonly PlanReading[];
  rpas: readonly unknown[];
  weakSpots: readonly Pick<WeakSpot, 'status'>[];
}): ExamPrep {
  const completed = input.readings.filter((r) => r.completed).length;
  return {
    rpas: input.rpas.length,
    completedReadings: completed,
    outstandingWeakSpots: input.weakSpots.filter((w) => w.status !== 'resolved').length,
    outstandingReadings: input.readings.length - completed,
  };
}
