/**
 * The session history and the practice stats that come from it (SPEC: Practice stats lastSessionDate,
 * sessionsThisWeek, averageScore 0-1), over WritingSession[]. Only completed sessions count. The dashboard
 * and the recommendation engine read these functions; their names are stable.
 */
import type { WritingSession } from '../model';
import { countCharacters, countWords, practiceStreak, weekStart } from './practice';

type Completed = WritingSession & { completedAt: string };

const isCompleted = (s: WritingSession): s is Completed =>
  s.status === 'completed' && typeof s.completedAt === 'string';

/** Completed sessions, newest first. */
export function completedSessions<T extends WritingSession>(sessions: readonly T[]): (T & Completed)[] {
  return sessions
    .filter((s): s is T & Completed => isCompleted(s))
    .sort((a, b) => b.completedAt.localeCompare(a.completedAt) || b.id.localeCompare(a.id));
}

/** The completion time of the latest completed session (ISO), or undefined when there is none. */
export function lastSessionDate(sessions: readonly WritingSession[]): string | undefined {
  return completedSessions(sessions)[0]?.completedAt;
}

const inThisWeek = (s: Completed, now: Date): boolean => {
  const t = Date.parse(s.completedAt);
  return t >= weekStart(now).getTime() && t <= now.getTime();
};

/** Completed sessions since Monday 00:00 (local) of the week holding `now`. */
export function sessionsThisWeek(sessions: readonly WritingSession[], now: Date): number {
  return completedSessions(sessions).filter((s) => inThisWeek(s, now)).length;
}

/** Minutes written since Monday (rounded), from each session's time actually spent. */
export function minutesThisWeek(sessions: readonly WritingSession[], now: Date): number {
  const seconds = completedSessions(sessions)
    .filter((s) => inThisWeek(s, now))
    .reduce((sum, s) => sum + sessionSeconds(s), 0);
  return Math.round(seconds / 60);
}

/** Mean self-assessment score (0-1) of the sessions that have one; 0 when none has. */
export function averageScore(sessions: readonly WritingSession[]): number {
  const scores = completedSessions(sessions)
    .map((s) => s.score)
    .filter((x): x is number => typeof x === 'number' && x >= 0 && x <= 1);
  return scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
}

/** Consecutive local days with a completed session, ending today (or yesterday when today has none yet). */
export function currentStreak(sessions: readonly WritingSession[], now: Date): number {
  return practiceStreak(completedSessions(sessions), now);
}

/** Seconds actually written (the planned duration for sessions saved without it). */
export const sessionSeconds = (s: WritingSession): number => s.elapsed ?? s.duration;

/** Minutes written, rounded to the nearest whole minute. */
export const sessionMinutes = (s: WritingSession): number => Math.round(sessionSeconds(s) / 60);

/** Words per minute over the time actually written, one decimal. */
export function wordsPerMinute(s: WritingSession): number {
  const seconds = sessionSeconds(s);
  if (seconds <= 0) return 0;
  return Math.round((countWords(s.answer.text) / (seconds / 60)) * 10) / 10;
}

export interface HistoryFilter {
  courseId?: string | null;
  tag?: string | null;
}

/** Completed sessions newest first, for one course and/or one prompt tag (case-insensitive). */
export function filterHistory<T extends WritingSession>(
  sessions: readonly T[],
  filter: HistoryFilter,
): (T & Completed)[] {
  const tag = filter.tag?.toLowerCase();
  return completedSessions(sessions).filter(
    (s) =>
      (!filter.courseId || s.courseId === filter.courseId) &&
      (!tag || s.prompt.tags.some((t) => t.toLowerCase() === tag)),
  );
}

/** Every prompt tag used in the history, sorted, once each. */
export function historyTags(sessions: readonly WritingSession[]): string[] {
  const seen = new Map<string, string>();
  for (const s of completedSessions(sessions))
    for (const t of s.prompt.tags) if (!seen.has(t.toLowerCase())) seen.set(t.toLowerCase(), t);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

export interface HistoryStats {
  sessionsThisWeek: number;
  minutesThisWeek: number;
  currentStreak: number;
  averageScore: number;
  lastSessionDate?: string;
}

export function historyStats(sessions: readonly WritingSession[], now: Date): HistoryStats {
  const last = lastSessionDate(sessions);
  return {
    sessionsThisWeek: sessionsThisWeek(sessions, now),
    minutesThisWeek: minutesThisWeek(sessions, now),
    currentStreak: currentStreak(sessions, now),
    averageScore: averageScore(sessions),
    ...(last ? { lastSessionDate: last } : {}),
  };
}

export interface ProgressPoint {
  /** The session's completion time (ISO). */
  completedAt: string;
  wordsPerMinute: number;
  /** Score as a percent 0-100, or null when the session was not assessed. */
  scorePercent: number | null;
}

/** Words per minute and score over the last `count` sessions, oldest first (the chart reads left to right). */
export function progressSeries(sessions: readonly WritingSession[], count = 10): ProgressPoint[] {
  return completedSessions(sessions)
    .slice(0, count)
    .reverse()
    .map((s) => ({
      completedAt: s.completedAt,
      wordsPerMinute: wordsPerMinute(s),
      scorePercent: typeof s.score === 'number' ? Math.round(s.score * 100) : null,
    }));
}

/** Minutes, words and characters of a finished answer (the completion screen's figures). */
export function sessionFigures(s: WritingSession): { minutes: number; words: number; characters: number } {
  return {
    minutes: sessionMinutes(s),
    words: countWords(s.answer.text),
    characters: countCharacters(s.answer.text),
  };
}
