/**
 * Syllabi and their readings, per course, in the Y.Doc (the truth), the uploaded file in Dexie, and the
 * relay's copy (POST/GET /api/syllabi) as a mirror.
 *
 * - save(): one Y.Doc transaction writes the course's syllabus (weeks without readings) and its readings
 *   (own rows: courseId, syllabusId, weekNumber, order, scheduledDate, provenance, confidence), replacing
 *   that course's previous syllabus and readings. Readings taken over (same id, else same week and title)
 *   keep their completion and notes (see core/schedule/save.ts). Everything is validated before anything
 *   is written, so a failed save leaves the previous syllabus as it was.
 * - Start-up merge (loadRemote): GET /api/syllabi once; a syllabus is imported only for a course that
 *   exists here and has no syllabus (the local Y.Doc wins, always). Failure is a console warning.
 */
import type * as Y from 'yjs';
import {
  fromApiSyllabus,
  planReadings,
  type SyllabusDraft,
  syllabiToImport,
  syllabusPosition,
  toApiSyllabusInput,
  weeksOf,
} from '../core/schedule';
import {
  type ApiSyllabus,
  Reading,
  type RemovedImport,
  Syllabus,
  type SyllabusPosition,
} from '../core/model';
import { type ApiOptions, listSyllabi, postSyllabus } from './api';
import type { DocketDatabase } from './database';
import { type CommitChange, saveLocal } from './commit';
import { Origin } from './doc';
import { FileStore } from './files';
import { newId } from './ids';
import type { Repositories } from './repositories';

export interface SyllabusStoreDeps {
  doc: Y.Doc;
  db: DocketDatabase;
  repos: Pick<Repositories, 'syllabi' | 'readings' | 'courses'> & Partial<Pick<Repositories, 'rpas'>>;
  identity: { anonymousId: string };
  /** Resolves once the latest writes are committed to IndexedDB (the store's snapshot flush). */
  snapshot?: { flush: () => Promise<void> };
  /** The store's commit: on disk before it resolves, undone when the device is full (commit.ts). */
  commit?: CommitChange;
}

/**
 * How a draft is saved over the course's syllabus. 'update' (review of a saved syllabus, or a merge):
 * readings keep their id, completion and notes; imported readings the draft drops are remembered so a
 * later merge does not bring them back. 'replace': the previous syllabus and readings go, completions
 * included (the caller asks first); what was replaced comes back with undoReplace().
 */
export type SaveMode = 'update' | 'replace';

/** What a Replace removed, exactly, so Undo can put it back. */
export interface ReplaceUndo {
  courseId: string;
  syllabi: Syllabus[];
  readings: Reading[];
  /** Uploaded files of the replaced syllabus: kept until the undo is discarded. */
  fileIds: string[];
}

/** Removed imports remembered per syllabus (oldest forgotten first). */
const MAX_REMOVED_IMPORTS = 2_000;

export interface SyllabusServiceOptions {
  now?: () => string;
  makeId?: () => string;
  api?: ApiOptions;
}

export interface UploadedFile {
  name: string;
  type: string;
  data: Blob;
}

export type MirrorResult =
  | { state: 'sent' }
  /** The network failed: the service worker's background sync queue sends it when back online. */
  | { state: 'queued' }
  | { state: 'failed'; message: string };

/** Optional reading fields a re-save must clear when the new draft has none (update merges otherwise). */
const CLEARED = {
  pages: undefined,
  notes: undefined,
  scheduledDate: undefined,
  completedDate: undefined,
  confidence: undefined,
  sourcePage: undefined,
  sourceLine: undefined,
  fileId: undefined,
  bbox: undefined,
  origin: undefined,
  imported: undefined,
} as const;

export const QUEUED_MESSAGE = 'Saved on this device. It will be sent to the server when you are back online.';

export class SyllabusService {
  readonly files: FileStore;
  private readonly now: () => string;
  private readonly makeId: () => string;
  private readonly api: ApiOptions;
  private remoteLoaded = false;

  constructor(
    private readonly deps: SyllabusStoreDeps,
    options: SyllabusServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date().toISOString());
    this.makeId = options.makeId ?? newId;
    this.api = options.api ?? {};
    this.files = new FileStore(deps.db);
  }

  /** The course's syllabus: the most recently updated when (after a sync) there are several. */
  syllabusFor(courseId: string | undefined): Syllabus | undefined {
    if (!courseId) return undefined;
    return pickCurrent(this.deps.repos.syllabi.list(), courseId);
  }

  readingsOf(syllabusId: string): Reading[] {
    return sortReadings(this.deps.repos.readings.list().filter((r) => r.syllabusId === syllabusId));
  }

  /**
   * Saves a reviewed draft for its course (and the uploaded file, when given) and returns what was saved.
   * The relay mirror is not awaited here: call mirror() after.
   */
  async save(
    draft: SyllabusDraft,
    file?: UploadedFile,
    mode: SaveMode = 'update',
  ): Promise<{ syllabus: Syllabus; readings: Reading[]; undo?: ReplaceUndo }> {
    const { doc, repos } = this.deps;
    const stored = file ? await this.files.put(file) : undefined;
    try {
      const fileId = stored?.id ?? draft.fileId;
      const fileName = stored?.name ?? draft.fileName;
      const withFile: SyllabusDraft = { ...draft };
      if (fileId) withFile.fileId = fileId;
      const previousSyllabi = repos.syllabi.list().filter((s) => s.courseId === draft.courseId);
      const current = pickCurrent(previousSyllabi, draft.courseId);
      const syllabusId = current?.id ?? this.makeId();
      const previousIds = new Set(previousSyllabi.map((s) => s.id));
      const previousReadings = repos.readings
        .list()
        .filter((r) => (r.syllabusId ? previousIds.has(r.syllabusId) : r.courseId === draft.courseId));
      const replace = mode === 'replace';
      const plan = planReadings(withFile, syllabusId, replace ? [] : previousReadings, this.makeId);
      if (replace) plan.remove = previousReadings.map((r) => r.id);
      const stamp = this.now();
      const removedImports = replace ? [] : removedImportsAfter(current, previousReadings, plan.remove);

      // Validate everything first: a row that fails throws here, before any write.
      const syllabusFields = {
        courseId: draft.courseId,
        semesterStart: draft.semesterStart ?? undefined,
        semesterEnd: draft.semesterEnd ?? undefined,
        meetingDays: draft.meetingDays,
        weeks: weeksOf(withFile),
        source: draft.source,
        fileId,
        fileName,
        removedImports,
      };
      const syllabus = Syllabus.parse({
        ...syllabusFields,
        id: syllabusId,
        createdAt: current?.createdAt ?? stamp,
        updatedAt: stamp,
      });
      const byId = new Map(previousReadings.map((r) => [r.id, r]));
      for (const u of plan.update)
        Reading.parse({
          ...u.fields,
          id: u.id,
          createdAt: byId.get(u.id)?.createdAt ?? stamp,
          updatedAt: stamp,
        });
      for (const c of plan.create)
        Reading.parse({ ...c.fields, id: c.id, createdAt: stamp, updatedAt: stamp });

      const change = () =>
        doc.transact(() => {
          if (current) repos.syllabi.update(current.id, syllabusFields);
          else repos.syllabi.create({ ...syllabusFields, id: syllabusId });
          for (const s of previousSyllabi) if (s.id !== syllabusId) repos.syllabi.remove(s.id);
          for (const u of plan.update) repos.readings.update(u.id, { ...CLEARED, ...u.fields });
          if (plan.create.length)
            repos.readings.createMany(plan.create.map((c) => ({ ...c.fields, id: c.id })));
          for (const id of plan.remove) repos.readings.remove(id);
        }, Origin.local);
      await this.saveLocally(change);
      // The previous upload is no longer referenced: drop it from this device (after a Replace, only
      // once its undo is discarded).
      const oldFiles = new Set(
        previousSyllabi.map((s) => s.fileId).filter((id): id is string => Boolean(id)),
      );
      oldFiles.delete(fileId ?? '');
      const saved = this.syllabusFor(draft.courseId) ?? syllabus;
      const result = { syllabus: saved, readings: this.readingsOf(saved.id) };
      if (replace)
        return {
          ...result,
          undo: {
            courseId: draft.courseId,
            syllabi: previousSyllabi,
            readings: previousReadings,
            fileIds: [...oldFiles],
          },
        };
      await this.removeFiles([...oldFiles]);
      return result;
    } catch (error) {
      if (stored) await this.files.remove(stored.id).catch(() => {});
      throw error;
    }
  }

  /**
   * Undoes a Replace: the course's syllabus and readings become exactly what they were before it (ids,
   * completions, notes, timestamps), in one transaction. The new upload's file is dropped.
   */
  async undoReplace(undo: ReplaceUndo): Promise<void> {
    const { doc, repos } = this.deps;
    const nowSyllabi = repos.syllabi.list().filter((s) => s.courseId === undo.courseId);
    const nowIds = new Set(nowSyllabi.map((s) => s.id));
    const nowReadings = repos.readings
      .list()
      .filter((r) => (r.syllabusId ? nowIds.has(r.syllabusId) : r.courseId === undo.courseId));
    await this.saveLocally(() =>
      doc.transact(() => {
        for (const r of nowReadings) repos.readings.remove(r.id);
        for (const s of nowSyllabi) repos.syllabi.remove(s.id);
        repos.syllabi.restore(undo.syllabi);
        repos.readings.restore(undo.readings);
      }, Origin.local),
    );
    const kept = new Set(undo.syllabi.map((s) => s.fileId));
    await this.removeFiles(
      nowSyllabi.map((s) => s.fileId).filter((id): id is string => Boolean(id) && !kept.has(id)),
    );
  }

  /** The Replace can no longer be undone: its old files leave this device. */
  async discardUndo(undo: ReplaceUndo): Promise<void> {
    const inUse = new Set(this.deps.repos.syllabi.list().map((s) => s.fileId));
    await this.removeFiles(undo.fileIds.filter((id) => !inUse.has(id)));
  }

  /** Ids of the course's readings that an RPA links to (work a merge must not drop silently). */
  linkedReadingIds(): Set<string> {
    const rpas = this.deps.repos.rpas?.list() ?? [];
    return new Set(rpas.flatMap((r) => r.readingIds));
  }

  private async removeFiles(ids: readonly string[]): Promise<void> {
    for (const id of ids) await this.files.remove(id).catch((e) => console.warn('Could not remove file', e));
  }

  /** POST /api/syllabi of a saved syllabus. Never throws: says whether it was sent, queued or refused. */
  async mirror(syllabusId: string): Promise<MirrorResult> {
    const syllabus = this.deps.repos.syllabi.get(syllabusId);
    if (!syllabus) return { state: 'failed', message: 'Syllabus not found' };
    try {
      await postSyllabus(
        toApiSyllabusInput(syllabus, this.readingsOf(syllabusId)),
        this.deps.identity.anonymousId,
        this.api,
      );
      return { state: 'sent' };
    } catch (error) {
      if (error instanceof Error && error.name === 'ApiError')
        return { state: 'failed', message: error.message };
      // fetch rejected: offline (the service worker queued it) or the relay is unreachable.
      return { state: 'queued' };
    }
  }

  /** Marks a reading complete (recording the time) or not (clearing it). */
  setCompleted(readingId: string, completed: boolean): Reading | undefined {
    return this.deps.repos.readings.update(readingId, {
      completed,
      completedDate: completed ? this.now() : undefined,
    });
  }

  /** Marks a reading complete or not; resolves once that is on this device's disk (the snapshot flush). */
  async saveCompleted(readingId: string, completed: boolean): Promise<void> {
    await this.saveLocally(() => this.setCompleted(readingId, completed));
  }

  /** Saves a reading's notes; resolves once they are on this device's disk. */
  async saveNotes(readingId: string, notes: string): Promise<void> {
    await this.saveLocally(() => this.setNotes(readingId, notes));
  }

  /** A write, on this device's disk before it resolves (a full device undoes it: DeviceFullError). */
  private saveLocally<T>(change: () => T): Promise<T> {
    return saveLocal(this.deps.commit, change, this.deps.snapshot?.flush);
  }

  toggleCompleted(readingId: string): Reading | undefined {
    const r = this.deps.repos.readings.get(readingId);
    return r ? this.setCompleted(readingId, !r.completed) : undefined;
  }

  setNotes(readingId: string, notes: string): Reading | undefined {
    return this.deps.repos.readings.update(readingId, { notes: notes === '' ? undefined : notes });
  }

  /** Where the student is in the course's syllabus against the calendar. */
  position(courseId: string, today: string): SyllabusPosition | undefined {
    const s = this.syllabusFor(courseId);
    if (!s) return undefined;
    const readings = this.readingsOf(s.id);
    const options: { semesterStart?: string; today: string; weekCount: number } = {
      today,
      weekCount: Math.max(s.weeks.length, ...readings.map((r) => r.weekNumber), 1),
    };
    if (s.semesterStart) options.semesterStart = s.semesterStart;
    return syllabusPosition(readings, options);
  }

  /** Imports API syllabi by the merge rule (see the file comment); returns how many were imported. */
  mergeRemote(remote: readonly ApiSyllabus[]): number {
    const { doc, repos } = this.deps;
    const courseIds = new Set(repos.courses.list().map((c) => c.id));
    const withSyllabus = new Set(repos.syllabi.list().map((s) => s.courseId));
    const existingReadings = new Set(repos.readings.list().map((r) => r.id));
    const todo = syllabiToImport(remote, courseIds, withSyllabus).map(fromApiSyllabus);
    if (todo.length === 0) return 0;
    doc.transact(() => {
      for (const { syllabus, readings } of todo) {
        repos.syllabi.create({ ...syllabus, meetingDays: [], source: 'local' });
        const rows = readings
          .filter((r) => !existingReadings.has(r.id))
          .map((r) => ({ ...r, courseId: syllabus.courseId, syllabusId: syllabus.id }));
        if (rows.length) repos.readings.createMany(rows);
      }
    }, Origin.local);
    return todo.length;
  }

  /** The start-up read of GET /api/syllabi, merged once; a failure is a console warning only. */
  async loadRemote(): Promise<number> {
    if (this.remoteLoaded) return 0;
    this.remoteLoaded = true;
    try {
      return this.mergeRemote(await listSyllabi(this.deps.identity.anonymousId, this.api));
    } catch (error) {
      console.warn('Could not load syllabi from the server; using the local copy', error);
      return 0;
    }
  }
}

/** The syllabus's remembered removed imports, plus the imported readings this save removes. */
function removedImportsAfter(
  current: Syllabus | undefined,
  previous: readonly Reading[],
  removedIds: readonly string[],
): RemovedImport[] {
  const removed = new Set(removedIds);
  const added = previous
    .filter((r) => removed.has(r.id) && r.origin !== 'manual')
    .map((r) => ({ title: (r.imported?.title ?? r.title).slice(0, 1_000), weekNumber: r.weekNumber }));
  return [...(current?.removedImports ?? []), ...added].slice(-MAX_REMOVED_IMPORTS);
}

/** The course's current syllabus among several: the most recently updated (ties: the larger id). */
export function pickCurrent(syllabi: readonly Syllabus[], courseId: string): Syllabus | undefined {
  let best: Syllabus | undefined;
  for (const s of syllabi)
    if (
      s.courseId === courseId &&
      (!best || s.updatedAt > best.updatedAt || (s.updatedAt === best.updatedAt && s.id > best.id))
    )
      best = s;
  return best;
}

export function sortReadings(readings: readonly Reading[]): Reading[] {
  return [...readings].sort(
    (a, b) => a.weekNumber - b.weekNumber || a.order - b.order || a.createdAt.localeCompare(b.createdAt),
  );
}

const services = new WeakMap<object, SyllabusService>();
/** One service per started store. */
export function syllabusServiceFor(store: SyllabusStoreDeps): SyllabusService {
  let s = services.get(store);
  if (!s) {
    s = new SyllabusService(store);
    services.set(store, s);
  }
  return s;
}
