/**
 * The turns the app's off-screen warm-ups (OffscreenWarmup, useLoadedWhenIdle) take: one at a time, the
 * highest priority first, and none while the student is following a link.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { whenIdle } from './prefetch';

/**
 * Whose turn it is among the warm-ups that want to run (`claims`: each one's priority): the highest priority
 * goes first (ties run together); none while `paused`.
 */
export function warmupTurn(claims: ReadonlyMap<symbol, number>, id: symbol, paused: boolean): boolean {
  const mine = claims.get(id);
  if (paused || mine === undefined) return false;
  for (const priority of claims.values()) if (priority > mine) return false;
  return true;
}

/**
 * The warm-ups of the page take turns (one screen's warm-up does not share the idle time with another's) and
 * all stop at once when the student follows a link: a warm-up still drawing would otherwise be rendered
 * before the screen the student asked for (both are transitions, and React finishes the one it is on first),
 * and one already drawn would keep measuring meanwhile. Stopped, its copy is dropped in the click's own
 * (synchronous) render; the code it ran stays compiled. They may run again a second after the click, once
 * the browser is idle.
 */
const turns = {
  claims: new Map<symbol, number>(),
  paused: false,
  /** The app's first screen has been drawn (markScreenDrawn). */
  screen: false,
  listeners: new Set<() => void>(),
  notify() {
    for (const listener of turns.listeners) listener();
  },
  subscribe(listener: () => void) {
    turns.listeners.add(listener);
    if (turns.listeners.size === 1) document.addEventListener('click', pauseOnLink, true);
    return () => {
      turns.listeners.delete(listener);
      if (turns.listeners.size === 0) document.removeEventListener('click', pauseOnLink, true);
    };
  },
};

const RESUME_AFTER_MS = 1_000;
const RESUME_WAIT_MS = 30_000;
let resume: ReturnType<typeof setTimeout> | undefined;

function pauseOnLink(event: MouseEvent) {
  if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
  turns.paused = true;
  turns.notify();
  clearTimeout(resume);
  // Only a truly idle moment (no forced run after a timeout): the screen the link opens comes first.
  resume = setTimeout(
    () =>
      whenIdle(() => {
        turns.paused = false;
        turns.notify();
      }, RESUME_WAIT_MS),
    RESUME_AFTER_MS,
  );
}

/**
 * The page is quiet: its first screen is drawn, no warm-up wants its turn and no followed link's screen is being
 * drawn (`turns`), so the app's background work may run (quietWork.ts).
 */
export const pageQuiet = (): boolean => turns.screen && !turns.paused && turns.claims.size === 0;

/** Notes that the app's first screen has been drawn (the shell, once mounted with it). */
export function markScreenDrawn(): void {
  if (turns.screen) return;
  turns.screen = true;
  turns.notify();
}

/** Calls `listener` whenever the warm-ups' claims or the pause change; returns the unsubscribe. */
export const subscribeTurns = (listener: () => void): (() => void) => turns.subscribe(listener);

/** Whether it is this warm-up's turn (see `turns`) while it is `wanted`, at `priority` (higher goes first). */
export function useWarmupTurn(wanted: boolean, priority: number): boolean {
  const [id] = useState(() => Symbol('warm-up'));
  useEffect(() => {
    if (!wanted) return;
    turns.claims.set(id, priority);
    turns.notify();
    return () => {
      turns.claims.delete(id);
      turns.notify();
    };
  }, [id, wanted, priority]);
  return useSyncExternalStore(
    turns.subscribe,
    () => wanted && warmupTurn(turns.claims, id, turns.paused),
    () => false,
  );
}
