/**
 * Warming a screen before the student opens it: the app registers what loads a screen's code (its lazy
 * route chunk) under a name; a page that links to that screen asks for it when the browser is idle. A
 * feature never imports another feature, so this small registry is the way between them.
 */
const loaders = new Map<string, () => Promise<unknown>>();

export function registerPrefetch(name: string, load: () => Promise<unknown>): void {
  loaders.set(name, load);
}

/** Runs `work` when the browser is idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(work: () => void, timeoutMs = 1_500): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 1);
  return () => clearTimeout(handle);
}

/** Loads a registered screen's code (once; the module cache keeps it). A failure is left to the real open. */
export function prefetchScreen(name: string): Promise<void> {
  const load = loaders.get(name);
  return load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
