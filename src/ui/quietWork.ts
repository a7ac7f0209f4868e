/**
 * The app's background work in its first seconds (fetching other screens' code, the syllabus import's remote
 * load, today's restore point, the snapshot's compaction) waits for a quiet page: none of it is what the
 * student asked for, and on a 2-core phone it takes the CPU from the screen the student has just opened.
 */
import { whenIdle } from './prefetch';
import { pageQuiet, subscribeTurns } from './warmupTurns';

/** The longest background work waits for a quiet page; then it runs at the next idle moment regardless. */
export const QUIET_MAX_WAIT_MS = 10_000;
/** The longest wait for an idle moment once the page is quiet. */
const IDLE_WAIT_MS = 1_500;

export interface QuietDeps {
  /** Whether the page is quiet now (warmupTurns' pageQuiet: no warm-up wanting its turn, no link being followed). */
  quiet: () => boolean;
  /** Calls the listener whenever that may have changed; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /** Runs work at an idle moment (at the latest after timeoutMs); returns a cancel. */
  idle: (work: () => void, timeoutMs: number) => () => void;
}

const pageDeps: QuietDeps = { quiet: pageQuiet, subscribe: subscribeTurns, idle: whenIdle };

/**
 * Runs `work` once, at an idle moment while the page is quiet: after the screen's off-screen warm-ups have had
 * their turn, and not while a followed link's screen is being drawn (the click pauses everything for a second,
 * warmupTurns.ts). Quiet lost before the idle moment comes, it waits again. After `maxWaitMs` (a warm-up that
 * never finishes, e.g. offline without its chunk) it runs at the next idle moment anyway. Returns a cancel.
 */
export function whenQuiet(
  work: () => void,
  maxWaitMs = QUIET_MAX_WAIT_MS,
  deps: QuietDeps = pageDeps,
): () => void {
  let finished = false;
  let forced = false;
  let cancelIdle: (() => void) | undefined;
  const stop = () => {
    finished = true;
    unsubscribe();
    clearTimeout(timer);
    cancelIdle?.();
    cancelIdle = undefined;
  };
  const onIdle = () => {
    cancelIdle = undefined;
    if (finished) return;
    if (forced || deps.quiet()) {
      stop();
      work();
    }
  };
  const check = () => {
    if (finished) return;
    if (forced || deps.quiet()) cancelIdle ??= deps.idle(onIdle, IDLE_WAIT_MS);
    else {
      cancelIdle?.();
      cancelIdle = undefined;
    }
  };
  const unsubscribe = deps.subscribe(check);
  const timer = setTimeout(() => {
    forced = true;
    check();
  }, maxWaitMs);
  check();
  return stop;
}
