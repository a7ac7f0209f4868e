/**
 * A unit block that lists its resources before its classes (`### Unit 2` / `Textbook: Chp 2 - Sec 2.1`
 * / `In class` / `* Sep 7, Mon - u2.1`): a reading line that stands above the dated classes of its
 * block belongs to the first of them, not to the document's first class. Used by the recall fallback
 * (sessions.ts), which otherwise gathers every reading line into one session dated by the first date.
 */
import type { Session } from './layouts/session';
import type { PreparedLine } from './prepare';

const before = (a: { page: number; line: number }, b: { page: number; line: number }): boolean =>
  a.page < b.page || (a.page === b.page && a.line < b.line);

/**
 * Finds, for lines taken in document order, the first dated session after each: call `at(line)` with
 * non-decreasing positions (linear over the document). Returns undefined when no dated session
 * follows, or when `line` is above the first of them (the preamble keeps its own session).
 */
export function nextDatedSession(sessions: readonly Session[]): (l: PreparedLine) => Session | undefined {
  const dated = sessions.filter((s) => s.date && !s.isWeek);
  let i = 0;
  return (l) => {
    if (!dated.length || before(l, dated[0]!)) return undefined;
    while (i < dated.length && !before(l, dated[i]!)) i++;
    return dated[i];
  };
}
