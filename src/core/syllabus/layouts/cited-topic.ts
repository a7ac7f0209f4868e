/**
 * A schedule row whose topic cell is a paper cited by its number in the course's reference list
 * (`Group-3: Questioning the AI: design practices for explainable AI [42]`): a seminar where each class
 * discusses a paper - the work in the cell, not a lecture title - is read for that class. The work is the
 * cell without its bracketed reference number and without a leading presenter label (`Group-3:`,
 * `Team 2 -`). It must read as a title (three words or more), so a footnote mark after a lecture
 * topic (`Review [1]`) is no paper.
 */
const REFERENCE_NUMBER = /\s\[\d{1,3}\]\s*$/;
const PRESENTER = /^(?:group|team|panel|presenters?)[\s-]?\d{1,2}\s*[:–-]\s*/i;

/** The work a topic cell cites by its reference number, or null. */
export function citedTopicWork(topic: string): string | null {
  if (!REFERENCE_NUMBER.test(topic)) return null;
  const work = topic.replace(REFERENCE_NUMBER, '').replace(PRESENTER, '').trim();
  return (work.match(/\p{L}{2,}/gu)?.length ?? 0) >= 3 ? work : null;
}
