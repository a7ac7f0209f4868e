/**
 * Deleting a course (with everything that belongs to it) or a weak spot, and undoing it. A delete is one
 * Y.Doc transaction and resolves once it is on disk; what it removed is returned whole, so Undo writes
 * exactly those rows back (ids and timestamps included) in one transaction.
 */
import type * as Y from 'yjs';
import type {
  Course,
  Flowmap,
  FlowmapEdge,
  FlowmapNode,
  FlowmapVersion,
  Reading,
  Rpa,
  Syllabus,
  WeakSpot,
} from '../core/model';
import { type CommitChange, saveLocal } from './commit';
import { Origin } from './doc';
import type { Repositories } from './repositories';

export interface DeletionDeps {
  doc: Y.Doc;
  repos: Pick<
    Repositories,
    | 'courses'
    | 'syllabi'
    | 'readings'
    | 'rpas'
    | 'weakSpots'
    | 'flowmaps'
    | 'flowmapNodes'
    | 'flowmapEdges'
    | 'flowmapVersions'
  >;
  snapshot?: { flush: () => Promise<void> };
  /** The store's commit: on disk before it resolves, undone when the device is full (commit.ts). */
  commit?: CommitChange;
}

/** Everything removed by one delete. */
export interface Removed {
  courses: Course[];
  syllabi: Syllabus[];
  readings: Reading[];
  rpas: Rpa[];
  weakSpots: WeakSpot[];
  flowmaps: Flowmap[];
  /** The deleted flowmaps' rows: their drawings' nodes and edges, and their versions. */
  flowmapNodes: FlowmapNode[];
  flowmapEdges: FlowmapEdge[];
  flowmapVersions: FlowmapVersion[];
}

const none = (): Removed => ({
  courses: [],
  syllabi: [],
  readings: [],
  rpas: [],
  weakSpots: [],
  flowmaps: [],
  flowmapNodes: [],
  flowmapEdges: [],
  flowmapVersions: [],
});

/** What deleting the course takes with it (nothing is removed). */
export function courseDeletion(deps: DeletionDeps, courseId: string): Removed {
  const { repos } = deps;
  const of = <T extends { courseId?: string | undefined }>(rows: readonly T[]) =>
    rows.filter((r) => r.courseId === courseId);
  const course = repos.courses.get(courseId);
  const syllabi = of(repos.syllabi.list());
  const syllabusIds = new Set(syllabi.map((s) => s.id));
  const flowmaps = of(repos.flowmaps.list());
  const flowmapIds = new Set(flowmaps.map((f) => f.id));
  const inFlowmaps = <T extends { flowmapId: string }>(rows: readonly T[]) =>
    rows.filter((r) => flowmapIds.has(r.flowmapId));
  return {
    courses: course ? [course] : [],
    syllabi,
    readings: repos.readings
      .list()
      .filter(
        (r) => r.courseId === courseId || (r.syllabusId !== undefined && syllabusIds.has(r.syllabusId)),
      ),
    rpas: of(repos.rpas.list()),
    weakSpots: of(repos.weakSpots.list()),
    flowmaps,
    flowmapNodes: inFlowmaps(repos.flowmapNodes.list()),
    flowmapEdges: inFlowmaps(repos.flowmapEdges.list()),
    flowmapVersions: inFlowmaps(repos.flowmapVersions.list()),
  };
}

/** "its syllabus, 14 readings, 3 RPAs and 2 weak spots" (only what there is), or '' when nothing goes with it. */
export function describeDeletion(r: Removed): string {
  const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);
  const parts = [
    r.syllabi.length > 0 ? 'its syllabus' : '',
    r.readings.length > 0 ? count(r.readings.length, 'reading', 'readings') : '',
    r.rpas.length > 0 ? count(r.rpas.length, 'RPA', 'RPAs') : '',
    r.weakSpots.length > 0 ? count(r.weakSpots.length, 'weak spot', 'weak spots') : '',
    r.flowmaps.length > 0 ? count(r.flowmaps.length, 'flowmap', 'flowmaps') : '',
  ].filter(Boolean);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

async function remove(deps: DeletionDeps, removed: Removed): Promise<Removed> {
  const { doc, repos } = deps;
  const change = () =>
    doc.transact(() => {
      for (const r of removed.readings) repos.readings.remove(r.id);
      for (const s of removed.syllabi) repos.syllabi.remove(s.id);
      for (const r of removed.rpas) repos.rpas.remove(r.id);
      for (const w of removed.weakSpots) repos.weakSpots.remove(w.id);
      for (const e of removed.flowmapEdges) repos.flowmapEdges.remove(e.id);
      for (const n of removed.flowmapNodes) repos.flowmapNodes.remove(n.id);
      for (const v of removed.flowmapVersions) repos.flowmapVersions.remove(v.id);
      for (const f of removed.flowmaps) repos.flowmaps.remove(f.id);
      for (const c of removed.courses) repos.courses.remove(c.id);
    }, Origin.local);
  await saveLocal(deps.commit, change, deps.snapshot?.flush);
  return removed;
}

/** Deletes the course and everything that belongs to it; resolves with what was removed, once on disk. */
export function deleteCourse(deps: DeletionDeps, courseId: string): Promise<Removed> {
  return remove(deps, courseDeletion(deps, courseId));
}

export function deleteWeakSpot(deps: DeletionDeps, id: string): Promise<Removed> {
  const spot = deps.repos.weakSpots.get(id);
  return remove(deps, { ...none(), weakSpots: spot ? [spot] : [] });
}

/** Undo: writes back exactly what a delete removed, in one transaction; resolves once on disk. */
export async function restoreRemoved(deps: DeletionDeps, removed: Removed): Promise<void> {
  const { doc, repos } = deps;
  const change = () =>
    doc.transact(() => {
      repos.courses.restore(removed.courses);
      repos.syllabi.restore(removed.syllabi);
      repos.readings.restore(removed.readings);
      repos.rpas.restore(removed.rpas);
      repos.weakSpots.restore(removed.weakSpots);
      repos.flowmaps.restore(removed.flowmaps);
      repos.flowmapNodes.restore(removed.flowmapNodes);
      repos.flowmapEdges.restore(removed.flowmapEdges);
      repos.flowmapVersions.restore(removed.flowmapVersions);
    }, Origin.local);
  await saveLocal(deps.commit, change, deps.snapshot?.flush);
}
