import type { ListScope } from './scope';
import type { z } from 'zod';
import type { Course, Reading, Rpa } from '../core/model';
import type { Rpa as RpaSchema } from '../core/model';
import { RPA_TEXT, type RpaDraft, RpaError, readingsForCourse, rpaError, rpasForList } from '../core/rpa';
import { type CommitChange, saveLocal } from './commit';
import type { Repository } from './repository';
import type { DocketStore } from './store';

export type RpaRepository = Repository<Rpa, z.input<typeof RpaSchema>>;

/** The collections the RPA screens read, and how to wait until a write is durably stored. */
export interface RpaServiceDeps {
  rpas: RpaRepository;
  courses: Pick<Repository<Course, never>, 'list' | 'subscribe'>;
  readings: Pick<Repository<Reading, never>, 'list' | 'subscribe'>;
  /** Resolves once the latest writes are committed to IndexedDB (the store's snapshot flush). */
  commit?: () => Promise<void>;
  /** The store's commit: each write on disk before it resolves, undone when the device is full (commit.ts). */
  commitChange?: CommitChange;
  /** Lets the page (and its skeleton) paint before a list is read; default: one macrotask. */
  yieldToPaint?: () => Promise<void>;
}

export type { ListScope };

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Archived course ids; the same set until the course list changes. */
export function archivedIds(
  courses: readonly Course[],
  cache: { from?: readonly Course[]; ids?: Set<string> },
) {
  if (cache.from !== courses || !cache.ids) {
    cache.from = courses;
    cache.ids = new Set(courses.filter((c) => c.archived).map((c) => c.id));
  }
  return cache.ids;
}

/**
 * RPAs for the screens: reads (scoped to the current course), creation, edits and deletion, with the
 * catalogue's errors. Components use this, never the Y.Map.
 */
export class RpaService {
  private readonly archived: { from?: readonly Course[]; ids?: Set<string> } = {};
  private last: { rows: readonly Rpa[]; key: string; archived: Set<string>; result: Rpa[] } | undefined;

  constructor(private readonly deps: RpaServiceDeps) {}

  /** Hears every change that can alter a list: RPAs, and courses (archiving). */
  subscribe(listener: () => void): () => void {
    const a = this.deps.rpas.subscribe(listener);
    const b = this.deps.courses.subscribe(listener);
    return () => {
      a();
      b();
    };
  }

  /** The list for a scope, most recently updated first; the same array until something changes. */
  list(scope: ListScope): Rpa[] {
    try {
      const rows = this.deps.rpas.list();
      const archived = archivedIds(this.deps.courses.list(), this.archived);
      const key = `${scope.courseId ?? ''}|${scope.excludeArchived}`;
      const last = this.last;
      if (last && last.rows === rows && last.key === key && last.archived === archived) return last.result;
      const result = rpasForList(rows, { ...scope, archivedCourseIds: archived });
      this.last = { rows, key, archived, result };
      return result;
    } catch (error) {
      console.error('Failed to load RPAs', error);
      throw rpaError.loadListFailed(error);
    }
  }

  /** The list, read after the page has had a chance to paint. */
  async load(scope: ListScope): Promise<Rpa[]> {
    await (this.deps.yieldToPaint ?? macrotask)();
    return this.list(scope);
  }

  /** One RPA, or undefined when there is none with that id. */
  find(id: string): Rpa | undefined {
    try {
      return this.deps.rpas.get(id);
    } catch (error) {
      console.error('Failed to load RPA', error);
      throw rpaError.loadFailed(error);
    }
  }

  /** One RPA; 'RPA with id {id} not found' when missing. */
  get(id: string): Rpa {
    const rpa = this.find(id);
    if (!rpa) throw rpaError.notFound(id);
    return rpa;
  }

  /** The reading picker: only the course's readings. */
  readingsFor(courseId: string | undefined): Reading[] {
    return readingsForCourse(this.deps.readings.list(), courseId);
  }

  subscribeReadings(listener: () => void): () => void {
    return this.deps.readings.subscribe(listener);
  }

  /** Creates an RPA; resolves once it is committed to this device's storage. */
  async create(draft: RpaDraft): Promise<Rpa> {
    return this.save(() => {
      try {
        return this.deps.rpas.create(draft);
      } catch (error) {
        console.error('Failed to create RPA', error);
        throw rpaError.createFailed(error);
      }
    });
  }

  /** Saves an edit; optional fields left out of the draft are cleared. */
  async update(id: string, draft: RpaDraft): Promise<Rpa> {
    if (!this.find(id)) throw rpaError.notFound(id);
    return this.save(() => {
      let updated: Rpa | undefined;
      try {
        updated = this.deps.rpas.update(id, {
          purposeText: undefined,
          applicationNotes: undefined,
          weekNumber: undefined,
          ...draft,
        });
      } catch (error) {
        console.error(RPA_TEXT.saveFailed, error);
        throw new RpaError('saveFailed', RPA_TEXT.saveFailed, { cause: error });
      }
      if (!updated) throw rpaError.notFound(id);
      return updated;
    });
  }

  async remove(id: string): Promise<void> {
    await this.save(() => {
      if (!this.deps.rpas.remove(id)) throw rpaError.notFound(id);
    });
  }

  /** A write, on this device's disk before it resolves (a full device undoes it: DeviceFullError). */
  private save<T>(change: () => T): Promise<T> {
    return saveLocal(this.deps.commitChange, change, this.deps.commit);
  }
}

const services = new WeakMap<DocketStore, RpaService>();

/** The RPA service of a started store (one per store). */
export function rpaService(store: DocketStore): RpaService {
  let service = services.get(store);
  if (!service) {
    service = new RpaService({
      rpas: store.repos.rpas,
      courses: store.repos.courses,
      readings: store.repos.readings,
      commit: () => store.snapshot.flush(),
      commitChange: store.commit,
    });
    services.set(store, service);
  }
  return service;
}
