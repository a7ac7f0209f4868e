/**
 * The syllabus position: where the student is (first week with an unfinished reading, and that reading's
 * index) against where the calendar says they should be.
 */
import type { SyllabusPosition } from '../model';

export interface PositionReading {
  weekNumber: number;
  order: number;
  completed: boolean;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);

/** Week of the semester a day falls in (1 = the week of the start), limited to 1..weekCount. */
export function expectedWeekOf(semesterStart: string | undefined, today: string, weekCount: number): number {
  if (!semesterStart || weekCount < 1) return 1;
  const diff = dayNumber(today) - dayNumber(semesterStart);
  const week = Math.floor(diff / 7) + 1;
  return Math.min(Math.max(1, week), weekCount);
}

export function syllabusPosition(
  readings: readonly PositionReading[],
  options: { semesterStart?: string; today: string; weekCount: number },
): SyllabusPosition {
  const sorted = [...readings].sort((a, b) => a.weekNumber - b.weekNumber || a.order - b.order);
  const next = sorted.find((r) => !r.completed);
  const weekNumber = next?.weekNumber ?? Math.max(1, sorted.at(-1)?.weekNumber ?? 1);
  const readingIndex = next ? sorted.filter((r) => r.weekNumber === weekNumber).indexOf(next) : 0;
  const expectedWeek = expectedWeekOf(options.semesterStart, options.today, options.weekCount);
  // SPEC §9: behind days = (expected week - last completed week) x 7.
  const lastCompletedWeek = sorted.filter((r) => r.completed).at(-1)?.weekNumber ?? 0;
  const behindByDays = Math.max(0, (expectedWeek - lastCompletedWeek) * 7);
  return { weekNumber, readingIndex, expectedWeek, actualWeek: weekNumber, behindByDays };
}
