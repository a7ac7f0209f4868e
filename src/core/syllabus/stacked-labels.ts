/**
 * A title that holds two labels in a row (`Prob: Read: Problems: I. Introduction ...`, `Friday: Tutorials:
 * Meetings`): the header cells of a table's columns (`Read:`, `Prob:`) glued to a row, or a day and an
 * activity label, were taken with the span. A work's title has at most one label-like `Word:` in a row
 * (`Admiralty: Cases and Materials` has one). On the tuned corpus the shape holds on five readings, one
 * right; out of sample (the first-sight runs of fresh38-53) on fresh53 t534's header row read at 87, wrong.
 * Such a reading keeps its confidence up to STACKED_LABELS_CAP (out of the top band). Which readings are
 * found never changes.
 */
import { capConfidence } from './confidence-cap';
import type { ReadingDraft } from './readings';
import type { SignalTrace } from './trace';

/** Highest confidence of a reading whose title holds two labels in a row: below the top band. */
export const STACKED_LABELS_CAP = 79;

/** Two capitalised words, each ended by a colon, one after the other (bounded: linear in the title). */
const TWO_LABELS = /(?:^|\s)\p{Lu}\p{Ll}{1,12}:\s{1,3}\p{Lu}\p{Ll}{1,12}:(?=\s|$)/u;

/** Does the title hold two labels in a row? */
export function titleHasStackedLabels(title: string): boolean {
  return TWO_LABELS.test(title);
}

/** Lowers, in place, to STACKED_LABELS_CAP the confidence of every reading whose title holds two labels in a row. */
export function capStackedLabels(drafts: readonly ReadingDraft[], trace?: { signals?: SignalTrace[] }): void {
  for (const d of new Set(drafts))
    if (titleHasStackedLabels(d.title)) capConfidence(d, STACKED_LABELS_CAP, 'stackedLabels', trace);
}
