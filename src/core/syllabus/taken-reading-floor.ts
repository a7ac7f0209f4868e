/**
 * The one place a document-level step raises a confidence. A span the classifier took has a
 * probability of at least 50 % of being a reading; between 50 and 59 it is a coin toss, and the
 * classifier's own doubt is all there is. Once such a reading is taken, with nothing against it (no
 * question, task verb, exclusion word, long prose, no-class note, direct address, sentence or optional
 * mark) and no document-level signal, it was right 67.5 % of the time on the first-sight runs of
 * fresh5-fresh25 (40 readings; scripts/first-sight-confidence/run.sh) and 51.9 % on the corpus (27):
 * it belongs in the medium band (still highlighted on the review screen, < 70), not in the low band,
 * whose readings must be right less than half of the time. The low band is left to readings that a
 * feature or a document-level signal doubts: once the floor is in, it is right 31.7 % of 63 at first
 * sight (44.2 % of 77 before) and 37.5 % of 32 on the corpus (43.8 % of 48 before).
 *
 * Not every signal says "no reading" (round 7, docs/structurer.md "Confidence"): two only say where the
 * title begins or ends (TITLE_EXTENT: `titleFragment`, the title starts inside a phrase or at a
 * parenthesised label, `(Week 4) | Self Reference | "…"`; `crossesCell`, the title runs over a table's
 * cell separator), and one says that the document's context is weak when this very work is named again
 * and again (`weakContext` on a title the document gives three or more readings, `Eloquent JavaScript`
 * under session after session). Neither kind keeps a reading from the floor. Taken readings under 60 held
 * only by such signals were right 60.9 % of 23 at first sight (fresh5-37, all title extent: a repeated
 * title marks none there) and 78.6 % of 14 on the corpus (its < 60 band: 50.0 % of 60 -> 41.3 % of 46).
 *
 * It began as a floor for quoted titles alone (`Junot Díaz’s “Drown”`, given 57 because the
 * quoted-title weight is fitted over every candidate span); measured on the first-sight runs, every
 * other taken shape with nothing against it was right as often.
 */
import type { Feature } from './classify';

/** The confidence such a reading is raised to: the bottom of the medium band. */
export const TAKEN_READING_FLOOR = 60;

/** The classifier's features that count against a span being a reading. */
export const AGAINST_A_READING: ReadonlySet<Feature> = new Set<Feature>([
  'question',
  'taskVerb',
  'exclusion',
  'longProse',
  'noClass',
  'noEvidence',
  'addressesReader',
  'sentence',
  'declaredOptional',
]);

/** Signals on where a title begins or ends: the span is a reading whose title was cut loosely. */
export const TITLE_EXTENT: ReadonlySet<string> = new Set(['titleFragment', 'crossesCell']);

/** The context signal a title the document names on three or more readings does not need to heed. */
const CONTEXT_SHARE = 'weakContext';

/**
 * How many of a reading's document-level signals doubt that it is a reading at all (the count the floor
 * heeds): not those on its title's extent, nor the context share for a work the document names again
 * and again (`namedAgain`).
 */
export function signalsAgainstTheReading(signals: readonly string[], namedAgain: boolean): number {
  return signals.filter((s) => !TITLE_EXTENT.has(s) && !(namedAgain && s === CONTEXT_SHARE)).length;
}

/** The confidence of a taken reading once the floor is applied (only ever raised, to the floor). */
export function withTakenReadingFloor(
  confidence: number,
  features: readonly Feature[],
  signalCount: number,
): number {
  if (confidence >= TAKEN_READING_FLOOR || signalCount > 0) return confidence;
  if (features.some((f) => AGAINST_A_READING.has(f))) return confidence;
  return TAKEN_READING_FLOOR;
}
