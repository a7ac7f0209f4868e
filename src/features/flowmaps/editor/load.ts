import type { NodeSizeInput } from '../../../core/flowmaps';

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

/** Runs `work` when the screen is idle (at the latest after 3 s); returns a cancel. */
function idle(work: () => void): () => void {
  const w = window as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const handle = w.requestIdleCallback(work, { timeout: 3_000 });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(work, 500);
  return () => clearTimeout(timer);
}

/**
 * Loads the editor's code once the screen is idle (the list, the create form), so that opening a flowmap
 * does not wait for it; then, idle again, guesses the sizes of `nodes()` (the nodes of the flowmaps the list
 * shows: wrapping their labels is the editor's first work on opening one, and the page's first text
 * measurements are its slowest). Returns a cancel for an effect's cleanup; loading twice costs nothing.
 */
export function prefetchEditor(nodes?: () => Iterable<NodeSizeInput>): () => void {
  let cancel = idle(() => {
    loadEditor().then(
      (module) => {
        if (nodes) cancel = idle(() => module.warmNodeSizes(nodes()));
      },
      () => {}, // offline without the chunk: the page loads it later
    );
  });
  return () => cancel();
}
