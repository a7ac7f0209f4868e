import type { z } from 'zod';
import type { Course, WeakSpot, WeakSpotStatus } from '../core/model';
import type { WeakSpot as WeakSpotSchema } from '../core/model';
import { inCourseScope, sortByRecentlyUpdated } from '../core/rpa';
import {
  appendTimedNote,
  markOccurrence,
  statusChange,
  WEAK_SPOT_TEXT,
  type WeakSpotDraft,
  type WeakSpotEditPatch,
  WeakSpotError,
  weakSpotError,
} from '../core/weakSpots';
import { type CommitChange, saveLocal } from './commit';
import type { Repository } from './repository';
import { archivedIds, type ListScope } from './rpas';
import type { DocketStore } from './store';

export type WeakSpotRepository = Repository<WeakSpot, z.input<typeof WeakSpotSchema>>;

export interface WeakSpotServiceDeps {
  weakSpots: WeakSpotRepository;
  courses: Pick<Repository<Course, never>, 'list' | 'subscribe'>;
  /** Resolves once the latest writes are committed to IndexedDB (the store's snapshot flush). */
  commit?: () => Promise<void>;
  /** The store's commit: each write on disk before it resolves, undone when the device is full (commit.ts). */
  commitChange?: CommitChange;
  yieldToPaint?: () => Promise<void>;
  now?: () => string;
}

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Weak spots for the screens: scoped reads, creation and the detail view's actions, with catalogue errors. */
export class WeakSpotService {
  private readonly archived: { from?: readonly Course[]; ids?: Set<string> } = {};
  private last:
    | { rows: readonly WeakSpot[]; key: string; archived: Set<string>; result: WeakSpot[] }
    | undefined;
  private readonly now: () => string;

  constructor(private readonly deps: WeakSpotServiceDeps) {
    this.now = deps.now ?? (() => new Date().toISOString());
  }

  subscribe(listener: () => void): () => void {
    const a = this.deps.weakSpots.subscribe(listener);
    const b = this.deps.courses.subscribe(listener);
    return () => {
      a();
      b();
    };
  }

  /** The weak spots in scope, most recently updated first; the same array until something changes. */
  list(scope: ListScope): WeakSpot[] {
    try {
      const rows = this.deps.weakSpots.list();
      const archived = archivedIds(this.deps.courses.list(), this.archived);
      const key = `${scope.courseId ?? ''}|${scope.excludeArchived}`;
      const last = this.last;
      if (last && last.rows === rows && last.key === key && last.archived === archived) return last.result;
      const result = sortByRecentlyUpdated(inCourseScope(rows, { ...scope, archivedCourseIds: archived }));
      this.last = { rows, key, archived, result };
      return result;
    } catch (error) {
      console.error('Failed to load WeakSpots', error);
      throw weakSpotError.loadListFailed(error);
    }
  }

  async load(scope: ListScope): Promise<WeakSpot[]> {
    await (this.deps.yieldToPaint ?? macrotask)();
    return this.list(scope);
  }

  find(id: string): WeakSpot | undefined {
    try {
      return this.deps.weakSpots.get(id);
    } catch (error) {
      console.error('Failed to load WeakSpot', error);
      throw weakSpotError.loadFailed(error);
    }
  }

  /** One weak spot; 'WeakSpot with id {id} not found' when missing. */
  get(id: string): WeakSpot {
    const spot = this.find(id);
    if (!spot) throw weakSpotError.notFound(id);
    return spot;
  }

  /** Creates a weak spot (occurrences 1, seen now, no notes); resolves once committed. */
  async create(draft: WeakSpotDraft): Promise<WeakSpot> {
    return this.save(() => {
      try {
        const now = this.now();
        return this.deps.weakSpots.create({
          ...draft,
          occurrences: 1,
          lastSeen: now,
          notes: [],
          ...(draft.status === 'resolved' || draft.status === 'dismissed' ? { resolvedAt: now } : {}),
        });
      } catch (error) {
        console.error('Failed to create WeakSpot', error);
        throw weakSpotError.createFailed(error);
      }
    });
  }

  /** Any status to any other; resolved or dismissed records resolvedAt. */
  async setStatus(id: string, status: WeakSpotStatus): Promise<WeakSpot> {
    const current = this.get(id);
    if (current.status === status) return current;
    return this.patch(id, statusChange(status, this.now()));
  }

  /** Occurrences + 1, lastSeen now. */
  async markOccurrence(id: string): Promise<WeakSpot> {
    return this.patch(id, markOccurrence(this.get(id), this.now()));
  }

  /** Appends the trimmed note (the update time is stamped); a blank note is ignored (null). */
  async addNote(id: string, text: string): Promise<WeakSpot | null> {
    const next = appendTimedNote(this.get(id), text, this.now());
    if (!next) return null;
    return this.patch(id, next);
  }

  /** Saves edit mode's fields. */
  async edit(id: string, patch: WeakSpotEditPatch): Promise<WeakSpot> {
    this.get(id);
    return this.patch(id, patch);
  }

  private async patch(id: string, patch: Partial<z.input<typeof WeakSpotSchema>>): Promise<WeakSpot> {
    return this.save(() => {
      let updated: WeakSpot | undefined;
      try {
        updated = this.deps.weakSpots.update(id, patch);
      } catch (error) {
        console.error(WEAK_SPOT_TEXT.saveFailed, error);
        throw new WeakSpotError('saveFailed', WEAK_SPOT_TEXT.saveFailed, { cause: error });
      }
      if (!updated) throw weakSpotError.notFound(id);
      return updated;
    });
  }

  /** A write, on this device's disk before it resolves (a full device undoes it: DeviceFullError). */
  private save<T>(change: () => T): Promise<T> {
    return saveLocal(this.deps.commitChange, change, this.deps.commit);
  }
}

const services = new WeakMap<DocketStore, WeakSpotService>();

export function weakSpotService(store: DocketStore): WeakSpotService {
  let service = services.get(store);
  if (!service) {
    service = new WeakSpotService({
      weakSpots: store.repos.weakSpots,
      courses: store.repos.courses,
      commit: () => store.snapshot.flush(),
      commitChange: store.commit,
    });
    services.set(store, service);
  }
  return service;
}
