/** Mapping between local syllabus entities and the API form (POST/GET /api/syllabi, snake_case answers). */
import type { ApiSyllabus, ApiSyllabusInput, Reading, Syllabus, Week } from '../model';

/** The POST /api/syllabi body for a saved syllabus and its readings. */
export function toApiSyllabusInput(syllabus: Syllabus, readings: readonly Reading[]): ApiSyllabusInput {
  const numbers = new Set(syllabus.weeks.map((w) => w.weekNumber));
  for (const r of readings) numbers.add(r.weekNumber);
  const weekOf = new Map(syllabus.weeks.map((w) => [w.weekNumber, w]));
  return {
    courseId: syllabus.courseId,
    semesterStart: syllabus.semesterStart ?? null,
    semesterEnd: syllabus.semesterEnd ?? null,
    weeks: [...numbers]
      .sort((a, b) => a - b)
      .map((n) => {
        const w = weekOf.get(n);
        return {
          weekNumber: n,
          startDate: w?.startDate ?? null,
          endDate: w?.endDate ?? null,
          topic: w?.topic ?? null,
          readings: readings
            .filter((r) => r.weekNumber === n)
            .sort((a, b) => a.order - b.order)
            .map((r) => ({
              id: r.id,
              title: r.title,
              citation: r.citation,
              pages: r.pages ?? null,
              weekNumber: r.weekNumber,
              scheduledDate: r.scheduledDate ?? null,
              completed: r.completed,
              order: r.order,
            })),
        };
      }),
  };
}

export interface ImportedSyllabus {
  syllabus: {
    id: string;
    courseId: string;
    semesterStart?: string;
    semesterEnd?: string;
    weeks: Week[];
  };
  readings: Array<{
    id: string;
    title: string;
    citation: string;
    pages?: string;
    weekNumber: number;
    scheduledDate?: string;
    completed: boolean;
    order: number;
  }>;
}

/**
 * An API syllabus as local rows. As the spec says, completedDate, notes and provenance stay empty; the
 * course id is the syllabus's (readings need it to belong to the course).
 */
export function fromApiSyllabus(api: ApiSyllabus): ImportedSyllabus {
  const syllabus: ImportedSyllabus['syllabus'] = {
    id: api.id,
    courseId: api.course_id,
    weeks: api.weeks.map((w) => {
      const week: Week = { weekNumber: w.weekNumber, readings: [] };
      if (w.startDate) week.startDate = w.startDate;
      if (w.endDate) week.endDate = w.endDate;
      if (w.topic) week.topic = w.topic;
      return week;
    }),
  };
  if (api.semester_start) syllabus.semesterStart = api.semester_start;
  if (api.semester_end) syllabus.semesterEnd = api.semester_end;
  const readings = api.weeks.flatMap((w) =>
    w.readings.map((r) => {
      const out: ImportedSyllabus['readings'][number] = {
        id: r.id,
        title: r.title,
        citation: r.citation,
        weekNumber: r.weekNumber,
        completed: r.completed,
        order: r.order,
      };
      if (r.pages) out.pages = r.pages;
      if (r.scheduledDate) out.scheduledDate = r.scheduledDate;
      return out;
    }),
  );
  return { syllabus, readings };
}

/**
 * The start-up merge rule: the local Y.Doc is the truth. A syllabus from GET /api/syllabi is imported only
 * for a course that exists locally and has no syllabus of its own; per course the first one listed wins
 * (the relay lists newest first). Nothing local is ever overwritten.
 */
export function syllabiToImport(
  remote: readonly ApiSyllabus[],
  localCourseIds: ReadonlySet<string>,
  coursesWithSyllabus: ReadonlySet<string>,
): ApiSyllabus[] {
  const taken = new Set<string>();
  const out: ApiSyllabus[] = [];
  for (const s of remote) {
    if (!localCourseIds.has(s.course_id) || coursesWithSyllabus.has(s.course_id) || taken.has(s.course_id))
      continue;
    taken.add(s.course_id);
    out.push(s);
  }
  return out;
}
