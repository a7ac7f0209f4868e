/**
 * The focus-session timer (SPEC section 4): ready -> running (start) -> paused (pause) -> running (resume);
 * reaching zero completes; Stop resets to zero and ends the session; Reset restores the duration, not
 * running. Time comes from timestamps, never from counting ticks, so a background tab, a sleeping laptop
 * or a reload cannot stretch a session: the state is plain data that can be saved and restored as it is.
 */
export type TimerStatus = 'ready' | 'running' | 'paused' | 'complete';

export const TIMER_LABELS: Record<TimerStatus, string> = {
  ready: 'Ready',
  running: 'Running',
  paused: 'Paused',
  complete: 'Complete',
};

export interface TimerState {
  status: TimerStatus;
  /** The session's length in ms. */
  durationMs: number;
  /** Time run before the current running stretch (ms). */
  elapsedMs: number;
  /** When the current running stretch began (ms since the epoch); only while running. */
  runningSince?: number;
}

/** The UI redraws every second (SPEC: tick 1 s); the tick only redraws, it never counts time. */
export const TICK_MS = 1_000;

export const readyTimer = (durationMs: number): TimerState => ({ status: 'ready', durationMs, elapsedMs: 0 });

/** Time run so far, at `now`. */
export function elapsedAt(t: TimerState, now: number): number {
  const running =
    t.status === 'running' && t.runningSince !== undefined ? Math.max(0, now - t.runningSince) : 0;
  return Math.min(t.durationMs, t.elapsedMs + running);
}

export const remainingAt = (t: TimerState, now: number): number =>
  Math.max(0, t.durationMs - elapsedAt(t, now));

/** Settles a running timer that has reached zero (call on every tick and on restore). */
export function settle(t: TimerState, now: number): TimerState {
  if (t.status !== 'running' || remainingAt(t, now) > 0) return t;
  return { status: 'complete', durationMs: t.durationMs, elapsedMs: t.durationMs };
}

export function start(t: TimerState, now: number): TimerState {
  if (t.status !== 'ready') return t;
  return { ...t, status: 'running', runningSince: now };
}

export function pause(t: TimerState, now: number): TimerState {
  const s = settle(t, now);
  if (s.status !== 'running') return s;
  return { status: 'paused', durationMs: s.durationMs, elapsedMs: elapsedAt(s, now) };
}

export function resume(t: TimerState, now: number): TimerState {
  if (t.status !== 'paused') return t;
  return { ...t, status: 'running', runningSince: now };
}

/** Stop: to zero, and the session ends. */
export const stop = (t: TimerState): TimerState => ({
  status: 'ready',
  durationMs: t.durationMs,
  elapsedMs: t.durationMs,
});

/** Reset: back to the full duration, not running. */
export const reset = (t: TimerState): TimerState => readyTimer(t.durationMs);

/** "mm:ss" (or "h:mm:ss") of the time left, rounded up to the second so 0:00 means done. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
