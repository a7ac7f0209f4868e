import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type QuietDeps, whenQuiet } from './quietWork';

/** A page whose quiet is set by the test, and whose idle moments come when the test says. */
function fakePage(quiet: boolean) {
  const listeners = new Set<() => void>();
  const idle = new Set<() => void>();
  const state = { quiet };
  const deps: QuietDeps = {
    quiet: () => state.quiet,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    idle: (work) => {
      idle.add(work);
      return () => idle.delete(work);
    },
  };
  return {
    deps,
    listeners,
    idle,
    set(next: boolean) {
      state.quiet = next;
      for (const listener of [...listeners]) listener();
    },
    goIdle() {
      for (const work of [...idle]) {
        idle.delete(work);
        work();
      }
    },
  };
}

describe('whenQuiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the work at the next idle moment of a quiet page, once', () => {
    const page = fakePage(true);
    const work = vi.fn();
    whenQuiet(work, 10_000, page.deps);
    expect(work).not.toHaveBeenCalled();
    page.goIdle();
    page.goIdle();
    expect(work).toHaveBeenCalledTimes(1);
    expect(page.listeners.size).toBe(0);
  });

  it('waits while a warm-up wants its turn or a link is being followed, then runs when idle', () => {
    const page = fakePage(false);
    const work = vi.fn();
    whenQuiet(work, 10_000, page.deps);
    page.goIdle();
    expect(work).not.toHaveBeenCalled();
    page.set(true);
    page.goIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits again when the page stops being quiet before its idle moment (a link followed)', () => {
    const page = fakePage(true);
    const work = vi.fn();
    whenQuiet(work, 10_000, page.deps);
    page.set(false);
    expect(page.idle.size).toBe(0);
    page.goIdle();
    expect(work).not.toHaveBeenCalled();
    page.set(true);
    page.goIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at an idle moment after the longest wait even if the page never gets quiet', () => {
    const page = fakePage(false);
    const work = vi.fn();
    whenQuiet(work, 10_000, page.deps);
    vi.advanceTimersByTime(9_999);
    page.goIdle();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    page.goIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const page = fakePage(true);
    const work = vi.fn();
    const cancel = whenQuiet(work, 10_000, page.deps);
    cancel();
    page.goIdle();
    vi.advanceTimersByTime(20_000);
    page.goIdle();
    expect(work).not.toHaveBeenCalled();
    expect(page.listeners.size).toBe(0);
  });
});
