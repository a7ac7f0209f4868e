/** What the analytics panels read: the plan's per-course view plus the entities it leaves out. */
import type { Rpa, WeakSpot, WritingSession } from '../model';
import type { CoursePlan } from '../plan/recommendations';

export interface AnalyticsInput {
  /** One plan per course in scope (the chosen course, or every course not archived). */
  plans: readonly CoursePlan[];
  rpas: readonly Pick<Rpa, 'courseId' | 'createdAt'>[];
  weakSpots: readonly WeakSpot[];
  sessions: readonly WritingSession[];
  /** ms since the epoch. */
  now: number;
  /** The student's local calendar day for `now`. */
  today: string;
}

/** Keeps the RPAs, weak spots and sessions of the courses in scope (sessions without a course count for all). */
export function scopeInput(input: AnalyticsInput & { courseId: string | null }): AnalyticsInput {
  const ids = new Set(input.plans.map((p) => p.courseId));
  return {
    plans: input.plans,
    rpas: input.rpas.filter((r) => ids.has(r.courseId)),
    weakSpots: input.weakSpots.filter((w) => ids.has(w.courseId)),
    sessions: input.sessions.filter((s) =>
      input.courseId === null ? !s.courseId || ids.has(s.courseId) : s.courseId === input.courseId,
    ),
    now: input.now,
    today: input.today,
  };
}

/** Rounds to two decimals (scores 0-1 are shown and answered this way). */
export const round2 = (x: number): number => Math.round(x * 100) / 100;

export const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);
