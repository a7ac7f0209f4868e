/** Reading progress per week and overdue readings (pure; dates are ISO days, YYYY-MM-DD). */

export interface ProgressReading {
  weekNumber: number;
  completed: boolean;
  scheduledDate?: string | null | undefined;
}

export interface Progress {
  completed: number;
  total: number;
  /** Rounded percent 0..100 (0 when there is nothing to do). */
  percent: number;
}

/** The spec's progress percentages are rounded. */
export function roundedPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((done / total) * 100);
}

export function progressOf(readings: readonly ProgressReading[]): Progress {
  const completed = readings.filter((r) => r.completed).length;
  return { completed, total: readings.length, percent: roundedPercent(completed, readings.length) };
}

/** Progress of each week number given (weeks with no readings are 0 of 0). */
export function weekProgress(
  weekNumbers: readonly number[],
  readings: readonly ProgressReading[],
): Map<number, Progress> {
  const out = new Map<number, Progress>();
  for (const n of weekNumbers) out.set(n, progressOf(readings.filter((r) => r.weekNumber === n)));
  return out;
}

/** Today as an ISO day in local time. */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** A reading is overdue when it is not completed and its scheduled day is before today. */
export function isOverdue(reading: ProgressReading, today: string): boolean {
  return !reading.completed && Boolean(reading.scheduledDate) && (reading.scheduledDate as string) < today;
}

export function overdueReadings<T extends ProgressReading>(readings: readonly T[], today: string): T[] {
  return readings.filter((r) => isOverdue(r, today));
}

/** 'overdue' when the query asks for it; anything else shows everything. */
export type TimelineFilter = 'all' | 'overdue';
export const parseTimelineFilter = (value: string | null): TimelineFilter =>
  value === 'overdue' ? 'overdue' : 'all';

/** Week numbers for the week view's previous/next buttons, limited to 1..weekCount. */
export function clampWeek(week: number, weekCount: number): number {
  if (!Number.isFinite(week) || weekCount < 1) return 1;
  return Math.min(Math.max(1, Math.trunc(week)), weekCount);
}

export function neighbours(
  week: number,
  weekCount: number,
): { previous: number | null; next: number | null } {
  return {
    previous: week > 1 ? week - 1 : null,
    next: week < weekCount ? week + 1 : null,
  };
}
