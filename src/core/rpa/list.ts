import { format } from 'date-fns';
import type { Reading, Rpa } from '../model';

/** Which items a list shows: the current course's, or (no course selected) every course's. */
export interface CourseScope {
  /** The current course; null when the student chose 'No course selected'. */
  courseId: string | null;
  /** The nav bar's "Hide archived": leaves archived courses' items out when listing every course. */
  excludeArchived: boolean;
  archivedCourseIds: ReadonlySet<string>;
}

/** Items in scope. The current course's items are always shown, even when that course is archived. */
export function inCourseScope<T extends { courseId: string }>(items: readonly T[], scope: CourseScope): T[] {
  if (scope.courseId !== null) return items.filter((item) => item.courseId === scope.courseId);
  if (!scope.excludeArchived || scope.archivedCourseIds.size === 0) return [...items];
  return items.filter((item) => !scope.archivedCourseIds.has(item.courseId));
}

/** Most recently updated first; ties by id so the order is stable. */
export function sortByRecentlyUpdated<T extends { updatedAt: string; id: string }>(items: T[]): T[] {
  return items.sort((a, b) =>
    a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? -1 : 1,
  );
}

/** The RPA list: in scope, most recently updated first. */
export function rpasForList(rpas: readonly Rpa[], scope: CourseScope): Rpa[] {
  return sortByRecentlyUpdated(inCourseScope(rpas, scope));
}

/** The reading picker: only the given course's readings, by week then order. */
export function readingsForCourse(readings: readonly Reading[], courseId: string | undefined): Reading[] {
  if (!courseId) return [];
  return readings
    .filter((r) => r.courseId === courseId)
    .sort((a, b) => a.weekNumber - b.weekNumber || a.order - b.order || a.id.localeCompare(b.id));
}

/** 'Week 3: Palsgraf v. Long Island R.R.' (or the citation when the title is empty). */
export function readingLabel(reading: Pick<Reading, 'weekNumber' | 'title' | 'citation'>): string {
  const name = reading.title.trim() || reading.citation.trim() || 'Untitled reading';
  return `Week ${reading.weekNumber}: ${name}`;
}

/** 'Sep 1, 2026'. */
export function formatDay(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy');
}

/** 'Sep 1, 2026, 10:05 AM'. */
export function formatDateTime(iso: string): string {
  return format(new Date(iso), 'MMM d, yyyy, h:mm a');
}
