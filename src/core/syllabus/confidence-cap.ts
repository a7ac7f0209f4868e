/**
 * Lowering one reading's confidence to a cap and saying so in the trace: the step the week-level and
 * document-level caps share (week-evidence.ts, one-week-list.ts). A reading already at or under the cap
 * is left alone and not traced.
 */
import type { ReadingDraft } from './readings';
import type { SignalTrace } from './trace';

export function capConfidence(
  d: ReadingDraft,
  cap: number,
  signal: string,
  trace?: { signals?: SignalTrace[] },
): void {
  const before = d.confidence;
  d.confidence = Math.min(before, cap);
  if (d.confidence === before) return;
  trace?.signals?.push({
    page: d.page,
    line: d.line,
    title: d.title,
    signals: [signal],
    before,
    after: d.confidence,
  });
}
