/** The study-activity calendar: per day, readings completed, RPAs created and practice sessions finished. */
import type { WritingSession } from '../model';
import { addDays, localToday, mondayOf } from '../plan/dates';
import type { CoursePlan } from '../plan/recommendations';

export const ACTIVITY_WEEKS = 16;

export const ACTIVITY_FORMULA =
  `Each square is a day of the last ${ACTIVITY_WEEKS} weeks; its number is the readings you completed + the RPAs you ` +
  'created + the practice sessions you finished that day.';

export interface ActivityDay {
  day: string;
  readings: number;
  rpas: number;
  practice: number;
  total: number;
}

/** Days from the Monday 15 weeks before this week's to today, oldest first. */
export function activityDays(
  input: {
    plans: readonly CoursePlan[];
    rpas: readonly { createdAt: string }[];
    sessions: readonly Pick<WritingSession, 'status' | 'completedAt'>[];
  },
  today: string,
): ActivityDay[] {
  const first = addDays(mondayOf(today), -(ACTIVITY_WEEKS - 1) * 7);
  const days = new Map<string, ActivityDay>();
  for (let d = first; d <= today; d = addDays(d, 1))
    days.set(d, { day: d, readings: 0, rpas: 0, practice: 0, total: 0 });
  const add = (at: string | undefined, key: 'readings' | 'rpas' | 'practice') => {
    if (!at) return;
    const t = Date.parse(at);
    if (Number.isNaN(t)) return;
    const day = days.get(localToday(t));
    if (!day) return;
    day[key]++;
    day.total++;
  };
  for (const p of input.plans) for (const r of p.readings) if (r.completed) add(r.completedDate, 'readings');
  for (const r of input.rpas) add(r.createdAt, 'rpas');
  for (const s of input.sessions) if (s.status === 'completed') add(s.completedAt, 'practice');
  return [...days.values()];
}

/** Days with any activity, and the longest run of consecutive such days. */
export function activitySummary(days: readonly ActivityDay[]): { activeDays: number; longestRun: number } {
  let activeDays = 0;
  let run = 0;
  let longestRun = 0;
  for (const d of days) {
    if (d.total > 0) {
      activeDays++;
      run++;
      longestRun = Math.max(longestRun, run);
    } else run = 0;
  }
  return { activeDays, longestRun };
}
