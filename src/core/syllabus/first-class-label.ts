/**
 * A first class stated in a labelled field, `First Class: Tuesday, August 24th`, `First class meeting:
 * Jan. 9`: the label, a colon, and at once the date (its weekday before it allowed). Read in any line,
 * long ones too (a registrar page run into one paragraph keeps the field inside it), since the label
 * and the date must touch: a sentence that only mentions the first class is not read.
 */
import { type LeadingDate, leadingDate } from './dates';

/** `First Class:`, `First class meeting:`, `First class session -`: the label of the first class's date. */
const FIRST_CLASS_LABEL = /\bfirst\s+class(?:\s+(?:meeting|session))?\s{0,2}[:–—-]\s{0,3}/i;

/** The date right after a `First Class:` label, with the text after the label (its weekday, if written). */
export function labelledFirstClass(
  texts: readonly string[],
): { found: LeadingDate; after: string } | undefined {
  for (const t of texts) {
    const m = FIRST_CLASS_LABEL.exec(t);
    if (!m) continue;
    const after = t.slice(m.index + m[0].length, m.index + m[0].length + 80);
    const found = leadingDate(after);
    if (found) return { found, after };
  }
  return undefined;
}
