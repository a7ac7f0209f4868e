type EditorModule = typeof import('./FlowmapEditor');
let loaded: EditorModule | undefined;

/** The editor's code (with @xyflow/react): one chunk, loaded by /flowmap/:id and fetched ahead when idle. */
export const loadEditor = (): Promise<EditorModule> =>
  import('./FlowmapEditor').then((module) => {
    loaded = module;
    return module;
  });

/** The editor, when its code has already loaded (then the page draws it at once, with no Suspense pass). */
export const loadedEditor = () => loaded?.default;

type IdleWindow = Window & {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Loads the editor's code once the screen is idle (the list, the create form), so that opening a flowmap
 * does not wait for it. Returns a cancel for an effect's cleanup; loading twice costs nothing (one module).
 */
export function prefetchEditor(): () => void {
  const w = window as IdleWindow;
  const load = () => void loadEditor().catch(() => {}); // offline without the chunk: the page loads it later
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(load, { timeout: 3_000 });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(load, 500);
  return () => clearTimeout(timer);
}
