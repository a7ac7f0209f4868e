/**
 * Practice stats for the plan, from focus sessions (the synced 'sessions' collection). This is the one
 * place the recommendation engine, the dashboard and the Sunday audit read practice from.
 */
import type { WritingSession } from '../model';
import { practiceStats } from '../focus/practice';

export interface PracticeFigures {
  /** ISO timestamp of the last completed session; null when the student never practised. */
  lastSessionDate: string | null;
  /** Completed sessions in the Monday-based week holding `now`. */
  sessionsThisWeek: number;
  /** Mean self-assessed score 0-1 over scored sessions; null when no session carries a score. */
  averageScore: number | null;
}

type SessionLike = Pick<WritingSession, 'status' | 'completedAt'> & { score?: unknown };

/** The spec's practice stats from the student's sessions: only completed sessions count. */
export function practiceFromSessions(sessions: readonly SessionLike[], now: number): PracticeFigures {
  const done = sessions.flatMap((s) =>
    s.status === 'completed' && s.completedAt
      ? [{ completedAt: s.completedAt, ...(typeof s.score === 'number' ? { score: s.score } : {}) }]
      : [],
  );
  const stats = practiceStats(done, new Date(now));
  const scored = done.some((s) => typeof s.score === 'number' && s.score >= 0 && s.score <= 1);
  return {
    lastSessionDate: stats.lastSessionDate ?? null,
    sessionsThisWeek: stats.sessionsThisWeek,
    averageScore: scored ? stats.averageScore : null,
  };
}
