/**
 * The plan for the screens (dashboard, recommendations, weekly board, workflows): reads the synced
 * collections once per change, computes with src/core/plan, and keeps dismissals (collection
 * 'recommendations') and weekly boards (collection 'audits') in the synced document.
 */
import { type CommitChange, saveLocal } from './commit';
import type * as Y from 'yjs';
import {
  type AuditDayDraft,
  boardId,
  auditDaysFor,
  type CoursePlan,
  coursePlans,
  generateRecommendations,
  localToday,
  type PlanEntities,
  type PracticeFigures,
  practiceFromSessions,
  rerunDays,
  staleDismissals,
  withDismissals,
} from '../core/plan';
import { type BoardDay, type Recommendation, type WeeklyBoard, WritingSession } from '../core/model';
import { collectionMap, Origin } from './doc';
import type { Repositories } from './repositories';

/** What the plan needs of the focus sessions: a validated list and change notices. */
export interface SessionSource {
  list(): readonly WritingSession[];
  subscribe(listener: () => void): () => void;
}

export interface PlanDeps {
  doc: Y.Doc;
  repos: Pick<
    Repositories,
    'courses' | 'syllabi' | 'readings' | 'rpas' | 'weakSpots' | 'flowmaps' | 'audits' | 'recommendations'
  >;
  /** The synced 'sessions' collection (focus sessions). */
  sessions?: SessionSource;
  /** Resolves once the latest writes are on this device's disk (the snapshot flush). */
  commit?: () => Promise<void>;
  /** The store's commit: each write on disk before it resolves, undone when the device is full (commit.ts). */
  commitChange?: CommitChange;
}

/** Everything a plan screen reads for one scope (a course, or every course not archived). */
export interface PlanView {
  courseId: string | null;
  plans: CoursePlan[];
  entities: PlanEntities;
  sessions: readonly WritingSession[];
  practice: PracticeFigures;
  /** Sorted, dismissed ones marked. */
  recommendations: Recommendation[];
  today: string;
  now: number;
}

/**
 * Reads the focus sessions of the synced document ('sessions', rows keyed by id), validating each row and
 * skipping what does not parse. The focus-session screens' own repository can replace this one (PlanDeps).
 */
export function sessionSource(doc: Y.Doc): SessionSource {
  const map = collectionMap(doc, 'sessions');
  let cached: WritingSession[] | null = null;
  const listeners = new Set<() => void>();
  map.observeDeep(() => {
    cached = null;
    for (const l of [...listeners]) l();
  });
  return {
    list() {
      if (cached) return cached;
      const rows: WritingSession[] = [];
      map.forEach((row) => {
        const raw = typeof row?.toJSON === 'function' ? row.toJSON() : row;
        const parsed = WritingSession.safeParse(raw);
        if (parsed.success) rows.push(parsed.data);
      });
      cached = rows;
      return rows;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export class PlanService {
  private version = 0;
  private readonly listeners = new Set<() => void>();
  /** Whether the service follows its sources' changes (from the first subscriber on, for good). */
  private tracking = false;
  private cache: { key: string; version: number; view: PlanView } | undefined;
  readonly sessions: SessionSource;

  constructor(private readonly deps: PlanDeps) {
    this.sessions = deps.sessions ?? sessionSource(deps.doc);
  }

  private get sources(): Array<{ subscribe(l: () => void): () => void }> {
    const r = this.deps.repos;
    return [
      r.courses,
      r.syllabi,
      r.readings,
      r.rpas,
      r.weakSpots,
      r.flowmaps,
      r.audits,
      r.recommendations,
      this.sessions,
    ];
  }

  /**
   * Tells the listener of any change to what a plan screen shows. The service follows its sources from the
   * first subscriber on and keeps following them (one per store): moving from one plan screen to another
   * (the old one unsubscribes before the new one subscribes) then keeps the computed view, where dropping
   * the sources in between made the next screen compute it, and render everything, twice.
   */
  subscribe = (listener: () => void): (() => void) => {
    if (!this.tracking) {
      this.tracking = true;
      const bump = () => {
        this.version++;
        for (const l of [...this.listeners]) l();
      };
      for (const source of this.sources) source.subscribe(bump);
    }
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getVersion = (): number => this.version;

  entities(): PlanEntities {
    const r = this.deps.repos;
    return {
      courses: r.courses.list(),
      syllabi: r.syllabi.list(),
      readings: r.readings.list(),
      rpas: r.rpas.list(),
      weakSpots: r.weakSpots.list(),
      flowmaps: r.flowmaps.list(),
    };
  }

  dismissedIds(): Set<string> {
    return new Set(this.deps.repos.recommendations.list().map((d) => d.id));
  }

  /** The plan for a scope at a moment; the same object until the data, the scope or the minute changes. */
  view(courseId: string | null, now: number): PlanView {
    const minute = Math.floor(now / 60_000);
    const key = `${courseId ?? ''}|${minute}`;
    if (!this.tracking || !this.cache || this.cache.key !== key || this.cache.version !== this.version) {
      const entities = this.entities();
      const sessions = this.sessions.list();
      const today = localToday(now);
      const plans = coursePlans(entities, courseId);
      const practice = practiceFromSessions(sessions, now);
      const recommendations = withDismissals(
        generateRecommendations(plans, practice, { now, today }),
        this.dismissedIds(),
      );
      this.cache = {
        key,
        version: this.version,
        view: { courseId, plans, entities, sessions, practice, recommendations, today, now },
      };
    }
    return this.cache.view;
  }

  /** Dismisses a recommendation on every device (kept until the rule no longer produces it). */
  async dismiss(rec: Pick<Recommendation, 'id' | 'context'>): Promise<void> {
    const repo = this.deps.repos.recommendations;
    await this.save(() => {
      if (repo.get(rec.id)) return;
      const at = new Date().toISOString();
      repo.create({
        id: rec.id,
        dismissedAt: at,
        ...(rec.context.courseId ? { courseId: rec.context.courseId } : {}),
      });
    });
  }

  /** Removes dismissals whose recommendation no longer applies (computed over every course). Returns how many. */
  pruneDismissals(now: number): number {
    const repo = this.deps.repos.recommendations;
    const stored = repo.list();
    if (stored.length === 0) return 0;
    const entities = this.entities();
    const plans = entities.courses.flatMap((c) => coursePlans(entities, c.id));
    const current = generateRecommendations(plans, practiceFromSessions(this.sessions.list(), now), {
      now,
      today: localToday(now),
    });
    const stale = staleDismissals(
      stored.map((d) => d.id),
      current,
    );
    if (stale.length)
      this.deps.doc.transact(() => {
        for (const id of stale) repo.remove(id);
      }, Origin.local);
    return stale.length;
  }

  board(weekOf: string, courseId: string | null): WeeklyBoard | undefined {
    return this.deps.repos.audits.get(boardId(weekOf, courseId));
  }

  /** The fresh day cards of a week for a scope (the Sunday audit), from the student's data. */
  auditDays(weekOf: string, courseId: string | null, now: number): AuditDayDraft[] {
    const view = this.view(courseId, now);
    return auditDaysFor({ plans: view.plans, sessions: view.sessions, weekOf, now, today: view.today });
  }

  /** Runs the Sunday audit and stores the board (re-running keeps ticks of tasks that remain). */
  async runAudit(weekOf: string, courseId: string | null, now: number): Promise<WeeklyBoard> {
    const fresh = this.auditDays(weekOf, courseId, now);
    const current = this.board(weekOf, courseId);
    const days = rerunDays(current?.days, fresh);
    const repo = this.deps.repos.audits;
    return this.save(() =>
      current
        ? (repo.update(current.id, { days }) as WeeklyBoard)
        : repo.create({ id: boardId(weekOf, courseId), weekOf, days, ...(courseId ? { courseId } : {}) }),
    );
  }

  /** Saves one day card of a stored board. */
  async saveDay(weekOf: string, courseId: string | null, day: BoardDay): Promise<void> {
    const board = this.board(weekOf, courseId);
    if (!board) return;
    const days = board.days.map((d) => (d.date === day.date ? day : d));
    await this.save(() => this.deps.repos.audits.update(board.id, { days }));
  }

  /** A write, on this device's disk before it resolves (a full device undoes it: DeviceFullError). */
  private save<T>(change: () => T): Promise<T> {
    return saveLocal(this.deps.commitChange, change, this.deps.commit);
  }
}

const services = new WeakMap<object, PlanService>();

/**
 * One plan service per started store. It reads the focus sessions through the store's own repository when
 * there is one (validated once per change and shared with the focus screens), else sessionSource.
 */
export function planService(
  store: Pick<PlanDeps, 'doc' | 'repos'> & {
    repos: { sessions?: SessionSource };
    snapshot?: { flush(): Promise<void> };
    commit?: CommitChange;
  },
): PlanService {
  let service = services.get(store);
  if (!service) {
    service = new PlanService({
      doc: store.doc,
      repos: store.repos,
      ...(store.repos.sessions ? { sessions: store.repos.sessions } : {}),
      commit: () => store.snapshot?.flush() ?? Promise.resolve(),
      commitChange: store.commit,
    });
    services.set(store, service);
  }
  return service;
}
