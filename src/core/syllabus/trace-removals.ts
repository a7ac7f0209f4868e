/**
 * Passes that run after the layouts (e.g. labelled sessions) can remove readings the classifier
 * took. The trace must say so, or `--explain` shows as TAKEN a reading the structure does not hold:
 * each removed draft marks the taken spans of its line as removed, with the pass that removed it.
 */
import type { ReadingDraft } from './readings';
import type { Trace } from './trace';

export function markRemoved(trace: Trace | undefined, removed: readonly ReadingDraft[], by: string): void {
  if (!trace || !removed.length) return;
  const lines = new Set(removed.map((d) => `${d.page}:${d.line}`));
  for (const s of trace.spans) {
    if (s.take && lines.has(`${s.page}:${s.line}`)) {
      s.take = false;
      s.removedBy = by;
    }
  }
}
