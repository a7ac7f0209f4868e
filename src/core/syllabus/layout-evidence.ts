/**
 * What a reading needs before it may be called sure (the top band, >= 80): evidence that the layout
 * confirms, not only a span that looks like a reading on its own. Two conditions, both at once:
 *
 * - a reading cue: it was introduced by a reading label or a column whose header names readings
 *   (`Reading:`, `| Reading |`: the classifier's `labelled`), or by a read verb (`Read Prosser …`);
 * - its own text names a specific work: pages, a book's part, a section, a case, a statute or a
 *   quoted title (an author's name with a comma, a cited year or the cue alone is not enough).
 *
 * Why: the classifier scores each span alone, and on syllabi nobody had looked at its top band was
 * right far less often than on the corpus it was tuned on — at first sight 81.2 % (fresh18-21),
 * 80.0 % (fresh22-25) and 55.6 % (fresh26-29) even after the document-level signals
 * (confidence-signals.ts). The wrong ones came from layouts that hand over text without saying it is
 * a reading: reference-list bullets cut into pieces, a math course's topic lines, `Handout` bullets,
 * `1-1 Meetings` on a free line. With this gate the top band of every batch of first-sight folders, in
 * the order they were gathered, was right 91.8 / 96.7 / 97.0 / 96.4 / 100 % (fresh5-13 / 14-17 / 18-21 /
 * 22-25 / 26-29; docs/structurer.md "Confidence", round 5). Readings without such evidence keep their
 * confidence up to 79: still unhighlighted (>= 70), so "N readings need a look" does not change. Which
 * readings are found never changes.
 */
import type { Feature } from './classify';
import type { ReadingDraft } from './readings';
import { WORK_SHAPES } from './work-shapes';

/** Highest confidence of a reading the layout does not confirm: below the top band. */
export const UNCONFIRMED_CAP = 79;

/** Features that name a specific work or part of one (the comma of "Author, Title" and a year are not enough). */
const SPECIFIC_WORK: ReadonlySet<Feature> = new Set<Feature>(
  WORK_SHAPES.filter((f) => f !== 'authorTitle' && f !== 'citationYear'),
);

/** Was the reading introduced by a reading label, a reading column or a read verb? */
export const hasReadingCue = (d: Pick<ReadingDraft, 'features'>): boolean =>
  d.features.includes('labelled') || d.features.includes('readVerb');

/** Does the reading's own text name a specific work (pages, part, section, case, statute, quoted title)? */
export const namesSpecificWork = (d: Pick<ReadingDraft, 'features'>): boolean =>
  d.features.some((f) => SPECIFIC_WORK.has(f));

/** Is the reading sure by its layout: a reading cue, and a specific work in its own text? */
export const layoutConfirmed = (d: Pick<ReadingDraft, 'features'>): boolean =>
  hasReadingCue(d) && namesSpecificWork(d);

/** The confidence a reading keeps: out of the top band unless its layout confirms it (never raised). */
export function withLayoutEvidence(confidence: number, confirmed: boolean): number {
  return confirmed ? confidence : Math.min(confidence, UNCONFIRMED_CAP);
}
