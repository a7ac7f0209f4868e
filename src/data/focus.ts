import { type CommitChange, saveLocal } from './commit';
import type { z } from 'zod';
import {
  type ActiveSession,
  buildCustomPrompt,
  completeSession,
  iracScore,
  type NewSession,
  type PromptFormResult,
  type PromptFormValues,
  readActiveSession,
  startSession,
} from '../core/focus';
import type {
  CustomPrompt,
  CustomPrompt as CustomPromptSchema,
  IracAssessment,
  SessionRecord,
  SessionRecord as SessionRecordSchema,
} from '../core/model';
import type { DocketDatabase } from './database';
import { newId } from './ids';
import type { Repository } from './repository';
import type { DocketStore } from './store';

export type SessionRepository = Repository<SessionRecord, z.input<typeof SessionRecordSchema>>;
export type PromptRepository = Repository<CustomPrompt, z.input<typeof CustomPromptSchema>>;

export interface FocusServiceDeps {
  db: Pick<DocketDatabase, 'activeSessions' | 'drafts' | 'transaction'>;
  sessions: SessionRepository;
  prompts: PromptRepository;
  /** Resolves once the latest document writes are committed to IndexedDB. */
  commit?: () => Promise<void>;
  /** The store's commit: each write on disk before it resolves, undone when the device is full (commit.ts). */
  commitChange?: CommitChange;
  clock?: () => number;
  makeId?: () => string;
  /** Synchronous storage for the copy kept as the page goes away (default: localStorage). */
  backup?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
}

const BACKUP_PREFIX = 'docket:focus-draft:';

/** The active session restored from this device: its state and the answer as last saved. */
export interface RestoredSession {
  active: ActiveSession;
  text: string;
  savedAt?: number;
}

/**
 * Focus sessions on this device and in the synced document. The session being written lives in the
 * device's database (table activeSessions, its answer in drafts) so a reload or a crash restores it; a
 * completed session moves to the synced collection `sessions` (history on every device).
 */
export class FocusService {
  private readonly clock: () => number;
  private readonly makeId: () => string;

  private readonly backup: FocusServiceDeps['backup'];

  constructor(private readonly deps: FocusServiceDeps) {
    this.clock = deps.clock ?? Date.now;
    this.makeId = deps.makeId ?? newId;
    this.backup = 'backup' in deps ? deps.backup : globalThis.localStorage;
  }

  /**
   * Keeps the answer synchronously as the page goes away (pagehide): an IndexedDB write started then may
   * not finish before the page is gone, a synchronous one does. The next restore takes the newer copy.
   */
  keepNow(sessionId: string, text: string): void {
    try {
      this.backup?.setItem(BACKUP_PREFIX + sessionId, JSON.stringify({ text, savedAt: this.clock() }));
    } catch (error) {
      console.warn('Focus session: the answer could not be kept synchronously', error);
    }
  }

  private readBackup(sessionId: string): { text: string; savedAt: number } | undefined {
    try {
      const raw = this.backup?.getItem(BACKUP_PREFIX + sessionId);
      if (!raw) return undefined;
      const v = JSON.parse(raw) as { text?: unknown; savedAt?: unknown };
      if (typeof v.text !== 'string' || typeof v.savedAt !== 'number') return undefined;
      return { text: v.text.slice(0, 200_000), savedAt: v.savedAt };
    } catch {
      return undefined;
    }
  }

  private dropBackup(sessionId: string): void {
    try {
      this.backup?.removeItem(BACKUP_PREFIX + sessionId);
    } catch {
      // Nothing to do: a stale copy is older than the draft and loses on restore.
    }
  }

  /** The session this device was writing, if any (a row that cannot be trusted is dropped and logged). */
  async restore(): Promise<RestoredSession | null> {
    const rows = await this.deps.db.activeSessions.orderBy('savedAt').reverse().toArray();
    for (const row of rows) {
      const active = readActiveSession(row.state);
      if (!active) {
        console.warn('Focus session: a saved active session could not be read and was ignored', row.id);
        continue;
      }
      const stored = await this.deps.db.drafts.get(active.session.id);
      const backup = this.readBackup(active.session.id);
      const draft = backup && (!stored || backup.savedAt > stored.savedAt) ? backup : stored;
      return {
        active,
        text: draft?.text ?? active.session.answer.text,
        ...(draft ? { savedAt: draft.savedAt } : {}),
      };
    }
    return null;
  }

  /** Starts a session now and keeps it on the device. */
  async start(input: Omit<NewSession, 'id'>): Promise<ActiveSession> {
    const active = startSession({ ...input, id: this.makeId() }, this.clock());
    await this.saveState(active);
    return active;
  }

  /** Keeps the session's state (status and timer) on the device. */
  async saveState(active: ActiveSession): Promise<void> {
    await this.deps.db.activeSessions.put({ id: active.session.id, state: active, savedAt: this.clock() });
  }

  /** Autosave: the answer as typed, on the device. Returns when it was saved. */
  async saveDraft(sessionId: string, text: string): Promise<number> {
    const savedAt = this.clock();
    await this.deps.db.drafts.put({ id: sessionId, sessionId, text, savedAt });
    this.dropBackup(sessionId);
    return savedAt;
  }

  /**
   * Completes the session: saved to the synced history (committed to disk first), then the device's
   * copy is removed. Completing the same session twice returns the first record.
   */
  async complete(active: ActiveSession, text: string, lastSaved?: number): Promise<SessionRecord> {
    const existing = this.deps.sessions.get(active.session.id);
    if (existing) return existing;
    const done = completeSession(active, text, this.clock(), lastSaved);
    const record = await this.save(() => this.deps.sessions.create(done));
    await this.forget(active.session.id);
    return record;
  }

  /** Cancel or clear: the active session and its draft are discarded. */
  async discard(sessionId: string): Promise<void> {
    await this.forget(sessionId);
  }

  private async forget(sessionId: string): Promise<void> {
    this.dropBackup(sessionId);
    const { db } = this.deps;
    await db.transaction('rw', db.activeSessions, db.drafts, async () => {
      await db.activeSessions.delete(sessionId);
      await db.drafts.delete(sessionId);
    });
  }

  /** The self-assessment of a completed session: the checklist and its score. */
  async assess(sessionId: string, assessment: IracAssessment): Promise<SessionRecord | undefined> {
    return this.save(() =>
      this.deps.sessions.update(sessionId, { assessment, score: iracScore(assessment) }),
    );
  }

  /** Adds a prompt of the student's own to a course. */
  async addPrompt(values: PromptFormValues, courseId: string): Promise<PromptFormResult & { id?: string }> {
    const result = buildCustomPrompt(values, courseId);
    if (!result.ok) return result;
    const created = await this.save(() => this.deps.prompts.create(result.prompt));
    return { ...result, id: created.id };
  }

  async removePrompt(id: string): Promise<void> {
    await this.save(() => this.deps.prompts.remove(id));
  }

  /** A write, on this device's disk before it resolves (a full device undoes it: DeviceFullError). */
  private save<T>(change: () => T): Promise<T> {
    return saveLocal(this.deps.commitChange, change, this.deps.commit);
  }
}

const services = new WeakMap<DocketStore, FocusService>();

export function focusService(store: DocketStore): FocusService {
  let service = services.get(store);
  if (!service) {
    service = new FocusService({
      db: store.db,
      sessions: store.repos.sessions,
      prompts: store.repos.prompts,
      commit: () => store.snapshot.flush(),
      commitChange: store.commit,
    });
    services.set(store, service);
  }
  return service;
}
