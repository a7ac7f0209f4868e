/** Where the student stands in a course's syllabus against the calendar (SPEC 3 and 9). */
import { daysBetween } from './dates';

export interface ScheduleReading {
  weekNumber: number;
  completed: boolean;
}

export interface Behind {
  /** Weeks fully elapsed since the semester start (capped at the number of weeks). */
  expectedWeek: number;
  /** The last week up to which every reading is completed (0 when week 1 is not). */
  lastCompletedWeek: number;
  /** (expected week - last completed week) x 7, never below 0. */
  behindByDays: number;
}

/** The syllabus's week count: its weeks, or the highest week a reading is in. */
export function weekCountOf(weeks: number, readings: readonly ScheduleReading[]): number {
  let max = weeks;
  for (const r of readings) if (r.weekNumber > max) max = r.weekNumber;
  return max;
}

/** The week of the semester holding `today` (1 = the week of the start), limited to 1..weekCount. */
export function currentWeekOf(semesterStart: string | undefined, today: string, weekCount: number): number {
  if (!semesterStart || weekCount < 1) return 1;
  const week = Math.floor(daysBetween(semesterStart, today) / 7) + 1;
  return Math.min(Math.max(1, week), weekCount);
}

/** Every reading of weeks 1..N completed: the largest such N (weeks without readings count as done). */
export function lastCompletedWeek(readings: readonly ScheduleReading[], weekCount: number): number {
  const open = new Set<number>();
  for (const r of readings) if (!r.completed) open.add(r.weekNumber);
  let week = 0;
  while (week < weekCount && !open.has(week + 1)) week++;
  return week;
}

/**
 * Behind schedule: expected week = weeks fully elapsed since the semester start; behind days =
 * (expected week - last completed week) x 7. Null without a semester start.
 */
export function behindSchedule(options: {
  semesterStart: string | undefined;
  today: string;
  weekCount: number;
  readings: readonly ScheduleReading[];
}): Behind | null {
  const { semesterStart, today, weekCount, readings } = options;
  if (!semesterStart || weekCount < 1) return null;
  const elapsed = Math.floor(daysBetween(semesterStart, today) / 7);
  const expectedWeek = Math.min(Math.max(0, elapsed), weekCount);
  const last = lastCompletedWeek(readings, weekCount);
  return { expectedWeek, lastCompletedWeek: last, behindByDays: Math.max(0, (expectedWeek - last) * 7) };
}
