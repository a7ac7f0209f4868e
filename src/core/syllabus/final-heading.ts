/**
 * A final exam written as a bare heading over the line that dates it ("Final:" / "Chapters 1-6 (Dec
 * 19 Friday, 1:30 pm)"): the exam that closes the term, like "Final exam: December 19" on one line
 * (`finalExamDay`, semester.ts). Two dated lines under it (one exam per section) give no one day.
 */
import { type DateMatch, findDate } from './dates';

/** "Final:", "Finals", "Final Exam", "Final Examination:": nothing else on the line. */
const FINAL_HEADING = /^[\s*#-]*finals?(?:\s+exam(?:ination)?)?\s*:?\s*$/i;

/** The date on the first non-blank line under a bare final-exam heading at line `i`, if it gives one. */
export function finalHeadingDate(texts: readonly string[], i: number): DateMatch | undefined {
  if (!FINAL_HEADING.test(texts[i]!)) return undefined;
  // The next line that is not blank (a blank line may part the heading from its date).
  const lines = texts.slice(i + 1, i + 5).filter((t) => t.trim());
  const next = lines[0];
  if (next === undefined || next.length > 200) return undefined;
  // One date per section ("Section 01 Thursday December 10th" / "Section 02 ..."): no one final day.
  if (lines[1] !== undefined && findDate(lines[1])) return undefined;
  return findDate(next) ?? undefined;
}
