import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Course, Reading, Syllabus } from '../../core/model';
import { useCollection, useCourses, useStore } from '../../data/react';
import { pickCurrent, type SyllabusService, sortReadings, syllabusServiceFor } from '../../data/syllabi';

export function useSyllabusService(): SyllabusService {
  return syllabusServiceFor(useStore());
}

/** The course named by ?courseId= when it exists, else the current course. */
export function useCourseFromQuery(): Course | undefined {
  const [params] = useSearchParams();
  const { courses, current } = useCourses();
  const id = params.get('courseId');
  return (id ? courses.find((c) => c.id === id) : undefined) ?? current;
}

/** The course's syllabus and its readings (ordered by week, then order); live. */
export function useCourseSyllabus(courseId: string | undefined): {
  syllabus: Syllabus | undefined;
  readings: Reading[];
} {
  const store = useStore();
  const syllabi = useCollection(store.repos.syllabi);
  const all = useCollection(store.repos.readings);
  return useMemo(() => {
    const syllabus = courseId ? pickCurrent(syllabi, courseId) : undefined;
    const readings = syllabus ? sortReadings(all.filter((r) => r.syllabusId === syllabus.id)) : [];
    return { syllabus, readings };
  }, [courseId, syllabi, all]);
}

/** Week numbers of a syllabus: its weeks plus any week a reading names. */
export function weekNumbersOf(syllabus: Syllabus | undefined, readings: readonly Reading[]): number[] {
  if (!syllabus) return [];
  const set = new Set(syllabus.weeks.map((w) => w.weekNumber));
  for (const r of readings) set.add(r.weekNumber);
  return [...set].sort((a, b) => a - b);
}

/** '?courseId=...' to keep the course in links, or ''. */
export const courseQuery = (course: Course | undefined) =>
  course ? `?courseId=${encodeURIComponent(course.id)}` : '';

export function formatDay(iso: string | undefined | null): string {
  if (!iso) return '';
  const d = new Date(`${iso}T00:00:00`);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString(undefined, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}
