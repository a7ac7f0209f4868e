import { type ComponentType, startTransition, useCallback, useEffect, useState } from 'react';
import type { Flowmap } from '../../core/model';
import { OffscreenWarmup } from '../../ui/OffscreenWarmup';
import { whenIdle } from '../../ui/prefetch';
import { editorRan, loadEditor, markEditorRan } from './editor/load';

/**
 * Issue 13: once the list is idle, the editor is drawn once off-screen (OffscreenWarmup) with the flowmap on
 * the list's first card, so the first open of a flowmap costs what a second open costs: the editor's and the
 * diagram library's code run once at idle instead of on the student's click. Nothing is written (the editor
 * saves only on the student's own edits) and nothing is shown or reachable. As a transition, so a click
 * meanwhile is not held up by it. Once per start of the app, and not after a flowmap has been opened (the
 * real editor ran its code then).
 */
export function EditorWarmup({ flowmap }: { flowmap: Flowmap | undefined }) {
  const [Editor, setEditor] = useState<ComponentType<{ flowmap: Flowmap }> | null>(null);
  const [done, setDone] = useState(editorRan);
  const finish = useCallback(() => {
    markEditorRan();
    setDone(true);
  }, []);
  const wanted = !done && flowmap !== undefined;
  useEffect(() => {
    if (!wanted || Editor) return;
    return whenIdle(() => {
      loadEditor().then(
        (m) => startTransition(() => setEditor(() => m.default)),
        () => {}, // offline without the chunk: the page loads it (or says why) when a flowmap is opened
      );
    }, 3_000);
  }, [wanted, Editor]);
  if (!wanted || !Editor || !flowmap) return null;
  return (
    <OffscreenWarmup name="flowmap" onDone={finish}>
      <Editor key={flowmap.id} flowmap={flowmap} />
    </OffscreenWarmup>
  );
}
