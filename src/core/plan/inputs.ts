/** From the synced document's entities to the engine's per-course view (shared by the app and the relay). */
import type { Course, Flowmap, Reading, Rpa, Syllabus, WeakSpot } from '../model';
import type { CoursePlan } from './recommendations';

export interface PlanEntities {
  courses: readonly Course[];
  syllabi: readonly Syllabus[];
  readings: readonly Reading[];
  rpas: readonly Rpa[];
  weakSpots: readonly WeakSpot[];
  flowmaps: readonly Pick<Flowmap, 'courseId' | 'weekNumber'>[];
}

/** The course's current syllabus: the most recently updated (ties: the larger id). */
export function currentSyllabus(syllabi: readonly Syllabus[], courseId: string): Syllabus | undefined {
  let best: Syllabus | undefined;
  for (const s of syllabi)
    if (
      s.courseId === courseId &&
      (!best || s.updatedAt > best.updatedAt || (s.updatedAt === best.updatedAt && s.id > best.id))
    )
      best = s;
  return best;
}

const groupBy = <T>(items: readonly T[], key: (item: T) => string | undefined): Map<string, T[]> => {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
};

/**
 * One CoursePlan per course in scope: the chosen course, or (null) every course not archived. A course's
 * readings are those of its current syllabus (and readings of the course without a syllabus id).
 */
export function coursePlans(entities: PlanEntities, courseId: string | null): CoursePlan[] {
  const courses = entities.courses.filter((c) => (courseId === null ? !c.archived : c.id === courseId));
  if (courses.length === 0) return [];
  const linked = new Set<string>();
  for (const rpa of entities.rpas) for (const id of rpa.readingIds) linked.add(id);
  const readings = groupBy(entities.readings, (r) => r.courseId);
  const spots = groupBy(entities.weakSpots, (w) => w.courseId);
  const flowmapWeeks = new Map<string, Set<number>>();
  for (const f of entities.flowmaps) {
    if (!f.courseId || f.weekNumber === undefined) continue;
    const set = flowmapWeeks.get(f.courseId) ?? new Set<number>();
    set.add(f.weekNumber);
    flowmapWeeks.set(f.courseId, set);
  }
  return courses.map((course) => {
    const syllabus = currentSyllabus(entities.syllabi, course.id);
    const own = (readings.get(course.id) ?? []).filter(
      (r) => !syllabus || !r.syllabusId || r.syllabusId === syllabus.id,
    );
    return {
      courseId: course.id,
      courseName: course.name,
      semesterStart: syllabus?.semesterStart,
      weeks: syllabus?.weeks.length ?? 0,
      readings: own,
      readingsWithRpa: new Set(own.filter((r) => linked.has(r.id)).map((r) => r.id)),
      weakSpots: spots.get(course.id) ?? [],
      flowmapWeeks: flowmapWeeks.get(course.id) ?? new Set(),
    };
  });
}
