/** The dashboard's figures (SPEC 2 and 9): progress, RPA coverage, weak spots, deadlines, recent activity. */
import type { Rpa, WeakSpot, WritingSession } from '../model';
import { roundedPercent } from '../schedule/progress';
import { isClosedStatus } from '../weakSpots/stats';
import { addDays, DAY_MS } from './dates';
import { type PlanReading, readingName } from './recommendations';

/** YYYY-MM-DD days compare by code unit (no locale collator needed on the first paint). */
const byDay = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export const DEADLINE_WINDOW_DAYS = 3;
export const RECENT_DAYS = 7;
export const RECENT_ACTIVITY_LIMIT = 8;

export interface DashboardFigures {
  readings: { completed: number; total: number; percent: number };
  coverage: { covered: number; total: number; percent: number };
  activeWeakSpots: number;
  /** Incomplete readings due from today to 3 days ahead, earliest first. */
  deadlines: PlanReading[];
}

export function dashboardFigures(input: {
  readings: readonly PlanReading[];
  readingsWithRpa: ReadonlySet<string>;
  weakSpots: readonly Pick<WeakSpot, 'status'>[];
  today: string;
}): DashboardFigures {
  const { readings, today } = input;
  let completed = 0;
  let covered = 0;
  for (const r of readings) {
    if (r.completed) completed++;
    if (input.readingsWithRpa.has(r.id)) covered++;
  }
  const until = addDays(today, DEADLINE_WINDOW_DAYS);
  const deadlines = readings
    .filter((r) => !r.completed && r.scheduledDate && r.scheduledDate >= today && r.scheduledDate <= until)
    .sort((a, b) => byDay(a.scheduledDate as string, b.scheduledDate as string) || a.order - b.order);
  return {
    readings: { completed, total: readings.length, percent: roundedPercent(completed, readings.length) },
    coverage: { covered, total: readings.length, percent: roundedPercent(covered, readings.length) },
    activeWeakSpots: input.weakSpots.filter((w) => !isClosedStatus(w.status)).length,
    deadlines,
  };
}

export type ActivityKind = 'reading' | 'rpa' | 'weak-spot' | 'practice';

export interface Activity {
  kind: ActivityKind;
  /** 'Completed', 'Created RPA', 'Logged weak spot', 'Practised'. */
  verb: string;
  title: string;
  at: string;
  url: string;
}

/** What was completed, created or practised in the last 7 days, newest first, at most 8. */
export function recentActivity(
  input: {
    readings: readonly PlanReading[];
    rpas: readonly Pick<Rpa, 'id' | 'ruleName' | 'createdAt'>[];
    weakSpots: readonly Pick<WeakSpot, 'id' | 'title' | 'createdAt'>[];
    sessions: readonly Pick<WritingSession, 'status' | 'completedAt' | 'prompt'>[];
  },
  now: number,
  limit = RECENT_ACTIVITY_LIMIT,
): Activity[] {
  const from = now - RECENT_DAYS * DAY_MS;
  const recent = (at: string | undefined): at is string => {
    if (!at) return false;
    const t = Date.parse(at);
    return t >= from && t <= now;
  };
  const out: Activity[] = [];
  for (const r of input.readings)
    if (r.completed && recent(r.completedDate))
      out.push({
        kind: 'reading',
        verb: 'Completed',
        title: readingName(r),
        at: r.completedDate,
        url: `/syllabus/reading/${encodeURIComponent(r.id)}`,
      });
  for (const r of input.rpas)
    if (recent(r.createdAt))
      out.push({
        kind: 'rpa',
        verb: 'Created RPA',
        title: r.ruleName,
        at: r.createdAt,
        url: `/rpa/${encodeURIComponent(r.id)}`,
      });
  for (const w of input.weakSpots)
    if (recent(w.createdAt))
      out.push({
        kind: 'weak-spot',
        verb: 'Logged weak spot',
        title: w.title,
        at: w.createdAt,
        url: `/weak-spots/${encodeURIComponent(w.id)}`,
      });
  for (const s of input.sessions)
    if (s.status === 'completed' && recent(s.completedAt))
      out.push({
        kind: 'practice',
        verb: 'Practised',
        title: s.prompt.text,
        at: s.completedAt,
        url: '/focus-session/history',
      });
  return out.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit);
}
