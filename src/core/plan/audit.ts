/**
 * The Sunday audit (SPEC 3 and 4): seven day cards for a Monday-based week, built from the student's real
 * week, and the board rules: re-running keeps what was ticked for tasks that remain (and tasks the
 * student added), tasks can be added, edited and removed, and each day has a Complete checkbox.
 */
import type { BoardDay, SundayAudit, WeeklyBoard } from '../model';
import { isClosedStatus } from '../weakSpots/stats';
import { addDays, localToday, mondayOf, shortDay, WEEKDAY_NAMES, weekDays, weekdayIndex } from './dates';
import {
  type CoursePlan,
  isHighSeverity,
  type PlanReading,
  type PlanWeakSpot,
  readingName,
} from './recommendations';
import { PRACTICE_SESSIONS_PER_WEEK } from './recommendations';

export const MAX_TASKS_PER_DAY = 50;
export const MAX_TASK_LENGTH = 500;
export const MAX_RPA_TASKS = 7;
export const MAX_WEAK_SPOT_TASKS = 5;
export const MAX_CATCH_UP_TASKS = 14;
export const PRACTICE_TASK = 'Practice session: a timed writing exercise';

export interface AuditInput {
  /** The Monday of the week. */
  weekOf: string;
  today: string;
  readings: readonly PlanReading[];
  readingsWithRpa: ReadonlySet<string>;
  weakSpots: readonly PlanWeakSpot[];
  /** Practice sessions already completed in that week (0 for a week still to come). */
  sessionsThisWeek: number;
}

export interface AuditDayDraft {
  day: string;
  date: string;
  tasks: string[];
  /** Tasks already done (readings completed before the audit). */
  done: string[];
}

export const readTask = (r: Pick<PlanReading, 'title' | 'citation'>) =>
  `Read before class: ${readingName(r)}`;
export const rpaTask = (r: Pick<PlanReading, 'title' | 'citation'>) => `Write an RPA: ${readingName(r)}`;
export const weakSpotTask = (w: Pick<PlanWeakSpot, 'title'>) => `Review weak spot: ${w.title}`;
export const catchUpTask = (r: Pick<PlanReading, 'title' | 'citation' | 'scheduledDate'>) =>
  `Catch up: ${readingName(r)} (was due ${shortDay(r.scheduledDate as string)})`;

const clip = (task: string) =>
  task.length > MAX_TASK_LENGTH ? `${task.slice(0, MAX_TASK_LENGTH - 1)}…` : task;

function pushTask(day: AuditDayDraft, task: string, done = false): boolean {
  const text = clip(task);
  if (day.tasks.includes(text) || day.tasks.length >= MAX_TASKS_PER_DAY) return false;
  day.tasks.push(text);
  if (done) day.done.push(text);
  return true;
}

/** The lightest of the days (fewest tasks; ties: the earliest), optionally skipping some. */
function lightest(
  days: readonly AuditDayDraft[],
  skip?: (d: AuditDayDraft) => boolean,
): AuditDayDraft | undefined {
  let best: AuditDayDraft | undefined;
  for (const d of days) if (!skip?.(d) && (!best || d.tasks.length < best.tasks.length)) best = d;
  return best;
}

/**
 * Builds the week's day cards: each class day's readings (read before class; completed ones ticked), then,
 * spread over the lighter days still ahead, overdue readings (oldest first), RPAs to write for completed
 * readings without one, high-severity weak spots to review, and enough practice sessions to reach the
 * practice rule's 2 a week (on different days).
 */
export function buildSundayAudit(input: AuditInput): AuditDayDraft[] {
  const dates = weekDays(input.weekOf);
  const days: AuditDayDraft[] = dates.map((date, i) => ({
    day: WEEKDAY_NAMES[i] as string,
    date,
    tasks: [],
    done: [],
  }));
  const byDate = new Map(days.map((d) => [d.date, d]));
  const sorted = [...input.readings].sort(
    (a, b) =>
      (a.scheduledDate ?? '').localeCompare(b.scheduledDate ?? '') ||
      a.weekNumber - b.weekNumber ||
      a.order - b.order,
  );
  for (const r of sorted) {
    const day = r.scheduledDate ? byDate.get(r.scheduledDate) : undefined;
    if (day) pushTask(day, readTask(r), r.completed);
  }
  const ahead = days.filter((d) => d.date >= input.today);
  const spread = ahead.length > 0 ? ahead : days;
  const place = (task: string) => {
    const day = lightest(spread, (d) => d.tasks.includes(clip(task)));
    if (day) pushTask(day, task);
  };
  const overdueBefore = input.today < input.weekOf ? input.today : input.weekOf;
  sorted
    .filter((r) => !r.completed && r.scheduledDate !== undefined && r.scheduledDate < overdueBefore)
    .slice(0, MAX_CATCH_UP_TASKS)
    .forEach((r) => {
      place(catchUpTask(r));
    });
  [...input.readings]
    .filter((r) => r.completed && !input.readingsWithRpa.has(r.id))
    .sort(
      (a, b) => (a.completedDate ?? '').localeCompare(b.completedDate ?? '') || a.weekNumber - b.weekNumber,
    )
    .slice(0, MAX_RPA_TASKS)
    .forEach((r) => {
      place(rpaTask(r));
    });
  input.weakSpots
    .filter((w) => isHighSeverity(w) && !isClosedStatus(w.status))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .slice(0, MAX_WEAK_SPOT_TASKS)
    .forEach((w) => {
      place(weakSpotTask(w));
    });
  const practiceNeeded = Math.max(0, PRACTICE_SESSIONS_PER_WEEK - input.sessionsThisWeek);
  for (let i = 0; i < practiceNeeded; i++) place(PRACTICE_TASK);
  return days;
}

/** A day's Complete follows its tasks: all ticked. A day without tasks keeps what the student set. */
function settle(day: BoardDay, fallback: boolean): BoardDay {
  const done = day.done.filter((t, i) => day.tasks.includes(t) && day.done.indexOf(t) === i);
  return {
    ...day,
    done,
    complete: day.tasks.length > 0 ? day.tasks.every((t) => done.includes(t)) : fallback,
  };
}

/**
 * Re-running the audit replaces the days shown: the fresh tasks, plus the tasks the student added; ticks
 * are kept for tasks that remain.
 */
export function rerunDays(
  previous: readonly BoardDay[] | undefined,
  fresh: readonly AuditDayDraft[],
): BoardDay[] {
  return fresh.map((day) => {
    const old = previous?.find((d) => d.date === day.date);
    const added = (old?.added ?? []).filter((t) => !day.tasks.includes(t));
    const tasks = [...day.tasks, ...added].slice(0, MAX_TASKS_PER_DAY);
    const done = [...day.done, ...(old?.done ?? []).filter((t) => tasks.includes(t))];
    return settle(
      {
        day: day.day,
        date: day.date,
        tasks,
        done,
        added: old?.added.filter((t) => tasks.includes(t)) ?? [],
        complete: false,
      },
      old?.complete ?? false,
    );
  });
}

export type TaskError = 'empty' | 'too-long' | 'duplicate' | 'too-many';
export const TASK_ERROR_TEXT: Record<TaskError, string> = {
  empty: 'Type the task first.',
  'too-long': `A task can be at most ${MAX_TASK_LENGTH} characters.`,
  duplicate: 'This day already has that task.',
  'too-many': `A day can hold at most ${MAX_TASKS_PER_DAY} tasks.`,
};

function checkTask(day: BoardDay, text: string, except?: string): TaskError | null {
  if (!text) return 'empty';
  if (text.length > MAX_TASK_LENGTH) return 'too-long';
  if (text !== except && day.tasks.includes(text)) return 'duplicate';
  if (except === undefined && day.tasks.length >= MAX_TASKS_PER_DAY) return 'too-many';
  return null;
}

export type DayEdit = { ok: true; day: BoardDay } | { ok: false; error: TaskError };

/** Adds a task the student typed (kept when the audit is re-run). */
export function addTask(day: BoardDay, input: string): DayEdit {
  const text = input.trim();
  const error = checkTask(day, text);
  if (error) return { ok: false, error };
  return {
    ok: true,
    day: settle({ ...day, tasks: [...day.tasks, text], added: [...day.added, text] }, false),
  };
}

/** Edits a task in place (an edited task is the student's own, kept on re-run; its tick is kept). */
export function editTask(day: BoardDay, index: number, input: string): DayEdit {
  const old = day.tasks[index];
  const text = input.trim();
  if (old === undefined) return { ok: true, day };
  const error = checkTask(day, text, old);
  if (error) return { ok: false, error };
  const swap = (list: readonly string[]) => list.map((t) => (t === old ? text : t));
  const added = day.added.includes(old) ? swap(day.added) : [...day.added, text];
  return {
    ok: true,
    day: settle({ ...day, tasks: swap(day.tasks), done: swap(day.done), added }, day.complete),
  };
}

export function removeTask(day: BoardDay, index: number): BoardDay {
  const task = day.tasks[index];
  if (task === undefined) return day;
  const keep = (list: readonly string[]) => list.filter((t) => t !== task);
  return settle(
    { ...day, tasks: keep(day.tasks), done: keep(day.done), added: keep(day.added) },
    day.complete,
  );
}

/** Ticks or unticks one task. */
export function toggleTask(day: BoardDay, task: string, done: boolean): BoardDay {
  if (!day.tasks.includes(task)) return day;
  const list = done ? [...day.done, task] : day.done.filter((t) => t !== task);
  return settle({ ...day, done: list }, day.complete);
}

/** The day's Complete checkbox: ticks (or unticks) every task of the day. */
export function setDayComplete(day: BoardDay, complete: boolean): BoardDay {
  return settle({ ...day, done: complete ? [...day.tasks] : [] }, complete);
}

/** The API's shape of a board (weekOf, days[{day, tasks, complete}]). */
export function toSundayAudit(board: Pick<WeeklyBoard, 'weekOf' | 'days'>): SundayAudit {
  return {
    weekOf: board.weekOf,
    days: board.days.map((d) => ({ day: d.day, tasks: [...d.tasks], complete: d.complete })),
  };
}

/** The stored board's id: one per week and course ('all' for every course). */
export const boardId = (weekOf: string, courseId: string | null): string => `${weekOf}:${courseId ?? 'all'}`;

/** The week a board opens on: this Monday-based week; on Sunday (audit day) the week ahead. */
export function auditWeekOf(today: string): string {
  return weekdayIndex(today) === 6 ? addDays(mondayOf(today), 7) : mondayOf(today);
}

/** Completed sessions in the Monday-based week `weekOf` (local days; 0 for weeks still to come). */
export function sessionsInWeek(
  sessions: readonly { status: string; completedAt?: string | undefined }[],
  weekOf: string,
  now: number,
): number {
  if (weekOf > mondayOf(localToday(now))) return 0;
  let count = 0;
  for (const s of sessions)
    if (
      s.status === 'completed' &&
      s.completedAt &&
      mondayOf(localToday(Date.parse(s.completedAt))) === weekOf
    )
      count++;
  return count;
}

/** The Sunday audit's day cards for the courses in scope (what the weekly board and the relay's API run). */
export function auditDaysFor(options: {
  plans: readonly CoursePlan[];
  sessions: readonly { status: string; completedAt?: string | undefined }[];
  weekOf: string;
  now: number;
  today: string;
}): AuditDayDraft[] {
  const { plans } = options;
  return buildSundayAudit({
    weekOf: options.weekOf,
    today: options.today,
    readings: plans.flatMap((p) => p.readings),
    readingsWithRpa: new Set(plans.flatMap((p) => [...p.readingsWithRpa])),
    weakSpots: plans.flatMap((p) => p.weakSpots),
    sessionsThisWeek: sessionsInWeek(options.sessions, options.weekOf, options.now),
  });
}
