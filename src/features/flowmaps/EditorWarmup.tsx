import { useCallback, useState } from 'react';
import type { Flowmap } from '../../core/model';
import { OffscreenWarmup, useLoadedWhenIdle } from '../../ui/OffscreenWarmup';
import { editorRan, loadEditor, markEditorRan } from './editor/load';

const editor = () => loadEditor().then((m) => m.default);

/** On the list, the editor's warm-up goes before the app's other warm-ups (the dashboard's): a flowmap is what a student opens from here. */
const WARMUP_PRIORITY = 1;

/**
 * Issue 13: once the list is idle, the editor is drawn once off-screen (OffscreenWarmup) with the flowmap on
 * the list's first card, so the first open of a flowmap costs what a second open costs: the editor's and the
 * diagram library's code run once at idle instead of on the student's click. Nothing is written (the editor
 * saves only on the student's own edits) and nothing is shown or reachable. As a transition, so a click
 * meanwhile is not held up by it. Once per start of the app, and not after a flowmap has been opened (the
 * real editor ran its code then).
 */
export function EditorWarmup({ flowmap }: { flowmap: Flowmap | undefined }) {
  const [done, setDone] = useState(editorRan);
  const finish = useCallback(() => {
    markEditorRan();
    setDone(true);
  }, []);
  const wanted = !done && flowmap !== undefined;
  const Editor = useLoadedWhenIdle(wanted, editor, 3_000, WARMUP_PRIORITY);
  if (!wanted || !Editor || !flowmap) return null;
  return (
    <OffscreenWarmup name="flowmap" onDone={finish}>
      <Editor key={flowmap.id} flowmap={flowmap} />
    </OffscreenWarmup>
  );
}
