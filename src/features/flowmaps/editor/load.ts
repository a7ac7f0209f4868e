import type { NodeSizeInput } from '../../../core/flowmaps';
import { whenIdle } from '../../../ui/prefetch';

type EditorModule = typeof import('./FlowmapEditor');
let loaded: EditorModule | undefined;

/** The editor's code (with @xyflow/react): one chunk, loaded by /flowmap/:id and fetched ahead (startLoadingEditor). */
export const loadEditor = (): Promise<EditorModule> =>
  import('./FlowmapEditor').then((module) => {
    loaded = module;
    return module;
  });

/**
 * Starts loading the editor's code now, not at the list's first idle moment: the flowmap screens' own chunk
 * calls it when it is evaluated, so the editor's chunk is fetched (and compiled off the main thread) while the
 * list is still loading its data and drawing. A card clicked the moment the list shows then does not wait for
 * the chunk (bench:flowmap's first line waited 0.4 s for it at load 8). Offline without the chunk, the page
 * loads it later (or says why).
 */
export function startLoadingEditor(): void {
  if (typeof window !== 'undefined') loadEditor().catch(() => {});
}

/** The editor, when its code has already loaded (then the page draws it at once, with no Suspense pass). */
export const loadedEditor = () => loaded?.default;

let ran = false;
/** Whether the editor has been drawn in this start of the app (on a flowmap's page or off-screen at idle). */
export const editorRan = () => ran;
/** Notes that the editor has been drawn: its code has run once, and the list's warm-up is not needed. */
export const markEditorRan = () => {
  ran = true;
};

/** The longest wait for an idle moment. */
const IDLE_WAIT_MS = 3_000;

/**
 * Loads the editor's code once the screen is idle (the list, the create form), so that opening a flowmap
 * does not wait for it; then, idle again, guesses the sizes of `nodes()` (the nodes of the flowmaps the list
 * shows: wrapping their labels is the editor's first work on opening one, and the page's first text
 * measurements are its slowest). Returns a cancel for an effect's cleanup; loading twice costs nothing.
 */
export function prefetchEditor(nodes?: () => Iterable<NodeSizeInput>): () => void {
  let cancel = whenIdle(() => {
    loadEditor().then(
      (module) => {
        if (nodes) cancel = whenIdle(() => module.warmNodeSizes(nodes()), IDLE_WAIT_MS);
      },
      () => {}, // offline without the chunk: the page loads it later
    );
  }, IDLE_WAIT_MS);
  return () => cancel();
}
