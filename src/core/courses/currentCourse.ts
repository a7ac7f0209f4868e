import type { Course, CurrentCourse } from '../model';

/**
 * The course the student is working in: the remembered one if it still exists; none if they chose
 * 'No course selected'; else the first active course, else the first course at all.
 */
export function resolveCurrentCourse(
  courses: readonly Course[],
  pointer: Pick<CurrentCourse, 'courseId' | 'explicitNone'>,
): Course | undefined {
  const remembered = pointer.courseId ? courses.find((c) => c.id === pointer.courseId) : undefined;
  if (remembered) return remembered;
  if (pointer.explicitNone) return undefined;
  return courses.find((c) => !c.archived) ?? courses[0];
}

/** 'Name (CODE) • Semester', as the course switcher lists it. */
export function courseLabel(course: Pick<Course, 'name' | 'code' | 'semester'>): string {
  return `${course.name} (${course.code}) • ${course.semester}`;
}

export function visibleCourses(courses: readonly Course[], excludeArchived: boolean): Course[] {
  return excludeArchived ? courses.filter((c) => !c.archived) : [...courses];
}
