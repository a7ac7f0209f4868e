/** Fluency (SPEC 3: coherenceScore 0-1, trend7d) from completed focus sessions. */
import { completedSessions, wordsPerMinute } from '../focus/history';
import type { WritingSession } from '../model';
import { addDays, localToday, mondayOf } from '../plan/dates';
import { clamp01, round2 } from './scope';

/** Writing pace that counts as full marks (an exam answer of ~1,200 words in an hour). */
export const TARGET_WPM = 20;
export const SCORE_WEIGHT = 0.8;
export const PACE_WEIGHT = 0.2;
/** Coherence is the mean over the latest assessed sessions. */
export const COHERENCE_SESSIONS = 10;
export const TREND_WEEKS = 8;

export const FLUENCY_FORMULA =
  `Each assessed practice session scores ${SCORE_WEIGHT * 100}% its IRAC self-assessment + ${PACE_WEIGHT * 100}% its pace ` +
  `(words per minute ÷ ${TARGET_WPM}, at most 1). Coherence = the mean of your last ${COHERENCE_SESSIONS} assessed sessions; ` +
  'the 7-day line is that figure at the end of each of the last 7 days.';

type Assessed = WritingSession & { completedAt: string; score: number };

/** One session's coherence 0-1: 0.8 x score + 0.2 x min(1, wpm / 20). */
export function sessionCoherence(s: WritingSession & { score: number }): number {
  return SCORE_WEIGHT * clamp01(s.score) + PACE_WEIGHT * clamp01(wordsPerMinute(s) / TARGET_WPM);
}

/** Completed sessions with a self-assessment score, newest first. */
export function assessedSessions(sessions: readonly WritingSession[]): Assessed[] {
  return completedSessions(sessions).filter((s): s is Assessed => typeof s.score === 'number');
}

interface Scored {
  day: string;
  coherence: number;
  wpm: number;
}

/** Mean coherence of the newest 10 (already newest first); 0 when none. */
function coherenceOf(newestFirst: readonly Scored[]): number {
  const latest = newestFirst.slice(0, COHERENCE_SESSIONS);
  if (latest.length === 0) return 0;
  return round2(latest.reduce((sum, s) => sum + s.coherence, 0) / latest.length);
}

export interface WeekPoint {
  /** Monday of the week (local). */
  weekOf: string;
  /** Mean coherence of that week's assessed sessions; null when none. */
  coherence: number | null;
  sessions: number;
}

export interface Fluency {
  coherenceScore: number;
  /** The coherence score as it stood at the end of each of the last 7 days, oldest first. */
  trend7d: number[];
  /** The 7 days of trend7d. */
  days: string[];
  /** The longer trend: the last 8 weeks, oldest first. */
  weeks: WeekPoint[];
  assessed: number;
  /** Mean words per minute of the assessed sessions counted in the score (one decimal). */
  wordsPerMinute: number;
}

export function fluency(sessions: readonly WritingSession[], today: string): Fluency {
  // Each session is scored once (counting words is the costly part).
  const scored: Scored[] = assessedSessions(sessions).map((s) => {
    const wpm = wordsPerMinute(s);
    return {
      day: localToday(Date.parse(s.completedAt)),
      wpm,
      coherence: SCORE_WEIGHT * clamp01(s.score) + PACE_WEIGHT * clamp01(wpm / TARGET_WPM),
    };
  });
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  const trend7d = days.map((day) => coherenceOf(scored.filter((s) => s.day <= day)));
  const thisMonday = mondayOf(today);
  const byWeek = new Map<string, Scored[]>();
  for (const s of scored) {
    const monday = mondayOf(s.day);
    byWeek.set(monday, [...(byWeek.get(monday) ?? []), s]);
  }
  const weeks = Array.from({ length: TREND_WEEKS }, (_, i) => {
    const weekOf = addDays(thisMonday, (i - TREND_WEEKS + 1) * 7);
    const inWeek = byWeek.get(weekOf) ?? [];
    const coherence = inWeek.length
      ? round2(inWeek.reduce((sum, s) => sum + s.coherence, 0) / inWeek.length)
      : null;
    return { weekOf, coherence, sessions: inWeek.length };
  });
  const latest = scored.slice(0, COHERENCE_SESSIONS);
  const wpm = latest.length ? latest.reduce((sum, s) => sum + s.wpm, 0) / latest.length : 0;
  return {
    coherenceScore: coherenceOf(scored),
    trend7d,
    days,
    weeks,
    assessed: scored.length,
    wordsPerMinute: Math.round(wpm * 10) / 10,
  };
}
