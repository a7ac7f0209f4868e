/**
 * The one place a document-level step raises a confidence. A taken reading whose only work shape is a
 * quoted title (`Junot Díaz’s “Drown”`, `Holmes “The Path of the Law”`) gets 57 from the classifier:
 * the quoted-title weight is fitted over every candidate span, most of which are not readings. Once such
 * a span is taken, with nothing against it (no question, task verb, exclusion word, long prose, no-class
 * note, direct address, sentence or optional mark) and no document-level signal, it was right 53.8 %
 * of the time on the corpus (26 readings) and 68.8 % on the first-sight runs of thirteen folders (48):
 * a coin flip or better, which belongs in the medium band (still highlighted on the review screen, < 70),
 * not in the low band, whose readings must be right less than half of the time.
 */
import type { Feature } from './classify';

/** The confidence such a reading is raised to: the bottom of the medium band. */
export const QUOTED_TITLE_FLOOR = 60;

/** The classifier's features that count against a span being a reading. */
const AGAINST_A_READING: ReadonlySet<Feature> = new Set<Feature>([
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

/** The confidence of a taken reading once the floor is applied (only ever raised, to the floor). */
export function withQuotedTitleFloor(
  confidence: number,
  features: readonly Feature[],
  signalCount: number,
): number {
  if (confidence >= QUOTED_TITLE_FLOOR || signalCount > 0) return confidence;
  if (!features.includes('quotedTitle')) return confidence;
  if (features.some((f) => AGAINST_A_READING.has(f))) return confidence;
  return QUOTED_TITLE_FLOOR;
}
