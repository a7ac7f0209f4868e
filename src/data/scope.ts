import type { CourseScope } from '../core/rpa/list';

/** Which items a course-scoped list shows: the current course (all when none) and "Hide archived". */
export type ListScope = Pick<CourseScope, 'courseId' | 'excludeArchived'>;
