/**
 * The writing session (SPEC section 4): active -> paused (pause) -> active (resume) -> completed (moved to
 * history); cancel or clear discards it. The session's status and its timer follow each other: an active
 * session's timer runs, a paused one's does not. Everything is plain data, timestamps only, so the active
 * session is saved on the device and restored after a reload or a crash with the right remaining time.
 */
import { z } from 'zod';
import { type Prompt, WritingSession } from '../model';
import { FREE_FORM_PROMPT } from './practice';
import {
  elapsedAt,
  pause,
  readyTimer,
  remainingAt,
  reset,
  resume,
  settle,
  start,
  type TimerState,
} from './timer';

export const FREE_FORM_PROMPT_ID = 'free-form';

/** The prompt of a session started without a chosen prompt. */
export const freeFormPrompt = (): Prompt => ({
  id: FREE_FORM_PROMPT_ID,
  text: FREE_FORM_PROMPT.text,
  tags: [...FREE_FORM_PROMPT.tags],
});

const TimerStateSchema = z.object({
  status: z.enum(['ready', 'running', 'paused', 'complete']),
  durationMs: z
    .number()
    .int()
    .min(60_000)
    .max(180 * 60_000),
  elapsedMs: z.number().min(0),
  runningSince: z.number().optional(),
});

/** The session being written on this device (kept in the device's database, not synced). */
export const ActiveSession = z.object({
  session: WritingSession.refine((s) => s.status !== 'completed', 'An active session is not completed'),
  timer: TimerStateSchema,
});
export interface ActiveSession {
  session: WritingSession;
  timer: TimerState;
}

export interface NewSession {
  id: string;
  /** The chosen prompt; none makes a free-form session. */
  prompt?: Prompt | undefined;
  minutes: number;
  courseId?: string | undefined;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Starts a session: active, its timer running for `minutes`. */
export function startSession(input: NewSession, now: number): ActiveSession {
  const duration = Math.round(input.minutes * 60);
  const prompt = input.prompt ?? freeFormPrompt();
  return {
    session: {
      id: input.id,
      prompt,
      answer: { text: '', startTime: iso(now) },
      duration,
      startedAt: iso(now),
      status: 'active',
      ...(input.courseId ? { courseId: input.courseId } : {}),
    },
    timer: start(readyTimer(duration * 1000), now),
  };
}

const withStatus = (a: ActiveSession, timer: TimerState, status: 'active' | 'paused'): ActiveSession =>
  timer === a.timer && a.session.status === status ? a : { session: { ...a.session, status }, timer };

/** Pause: the session is paused and its timer stops. */
export function pauseSession(a: ActiveSession, now: number): ActiveSession {
  if (timeUp(a, now)) return a;
  return withStatus(a, pause(a.timer, now), 'paused');
}

/** Resume: active again; after a Reset the timer starts over from the full duration. */
export function resumeSession(a: ActiveSession, now: number): ActiveSession {
  const t = a.timer.status === 'ready' ? start(a.timer, now) : resume(a.timer, now);
  return t.status === 'running' ? withStatus(a, t, 'active') : a;
}

/** Reset: the timer back to the full duration, not running (the session waits, paused). */
export function resetSession(a: ActiveSession): ActiveSession {
  return withStatus(a, reset(a.timer), 'paused');
}

/** True once the timer has reached zero. */
export const timeUp = (a: ActiveSession, now: number): boolean => settle(a.timer, now).status === 'complete';

export const sessionRemaining = (a: ActiveSession, now: number): number => remainingAt(a.timer, now);

/** When the timer reached (or will reach) zero, for a running timer. */
function zeroAt(t: TimerState): number | undefined {
  return t.status === 'running' && t.runningSince !== undefined
    ? t.runningSince + (t.durationMs - t.elapsedMs)
    : undefined;
}

/**
 * Completes the session (time is up, or the student finished early): status completed, the answer as
 * written, the seconds actually spent. A session that ran out while the page was closed is completed at
 * the moment it reached zero, not when the page came back.
 */
export function completeSession(
  a: ActiveSession,
  text: string,
  now: number,
  lastSaved?: number,
): WritingSession {
  const zero = zeroAt(a.timer);
  const end = zero !== undefined && zero <= now ? zero : now;
  const elapsed = Math.round(elapsedAt(a.timer, end) / 1000);
  return {
    ...a.session,
    status: 'completed',
    answer: {
      ...a.session.answer,
      text,
      ...(lastSaved !== undefined ? { lastSaved: iso(lastSaved) } : {}),
    },
    elapsed: Math.min(elapsed, a.session.duration),
    completedAt: iso(end),
  };
}

/** A saved active session read back from the device: validated, or null when it cannot be trusted. */
export function readActiveSession(raw: unknown): ActiveSession | null {
  const parsed = ActiveSession.safeParse(raw);
  if (!parsed.success) return null;
  const { session, timer } = parsed.data;
  if (timer.durationMs !== session.duration * 1000) return null;
  const t: TimerState = { status: timer.status, durationMs: timer.durationMs, elapsedMs: timer.elapsedMs };
  if (timer.runningSince !== undefined) t.runningSince = timer.runningSince;
  return { session, timer: t };
}
