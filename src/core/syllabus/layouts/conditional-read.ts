/**
 * A reading assigned to part of the class: `If you sit on the right side of the classroom, read A. & P. Tea
 * Co. v. Supermarket Corp., 340 U.S. 147 (1950)`, `If your last name starts with A through M, read ...`.
 * The condition reads like a note to the student (an administrative line), but the clause after `, read`
 * names a work the page assigns: it is a reading when it shows a reading's shape (a case, pages, a
 * statute, a quoted title ...).
 */
import { hasReadingSignal } from '../signals';

const CONDITIONAL_READ = /^if\b[^,]{3,80},\s*(?:please\s+)?read\s+(?=\S)/i;

/** The work a conditional line assigns, or null. */
export function conditionalReading(text: string): string | null {
  const m = CONDITIONAL_READ.exec(text.trim());
  if (!m) return null;
  const rest = text.trim().slice(m[0].length);
  return hasReadingSignal(rest) ? rest : null;
}
