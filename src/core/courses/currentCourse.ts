import type { Course } from '../model';

/**
 * The course the student is working in: the remembered one if it still exists, else the first active
 * course, else the first course at all, else none.
 */
export function resolveCurrentCourse(
  courses: readonly Course[],
  rememberedId: string | null,
): Course | undefined {
  const remembered = rememberedId ? courses.find((c) => c.id === rememberedId) : undefined;
  return remembered ?? courses.find((c) => !c.archived) ?? courses[0];
}

/** 'Name (CODE) • Semester', as the course switcher lists it. */
export function courseLabel(course: Pick<Course, 'name' | 'code' | 'semester'>): string {
  return `${course.name} (${course.code}) • ${course.semester}`;
}

export function visibleCourses(courses: readonly Course[], excludeArchived: boolean): Course[] {
  return excludeArchived ? courses.filter((c) => !c.archived) : [...courses];
}
