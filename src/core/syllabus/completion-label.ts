/**
 * `Complete: Cranford (Ch. 1-5)`, `Finish: Hard Times (Books 2 and 3)`: a completion label before a
 * work and the part of it in parentheses (chapters, books, an appendix, pages) asks the student to have
 * read that part by the class — a reading, not a task, although `complete` is a task verb elsewhere
 * (`Complete the quiz`, `Complete: Worksheet 3`).
 */
const COMPLETED_PART =
  /^(?:complete|finish)\s*:\s*[A-Z][^()]*\((?:ch(?:apters?|aps?|s)?\.?|books?|appendi(?:x|ces)|parts?|pp?\.|pages?)\s*[\dIVXA-Z]/i;

export function isCompletedReading(text: string): boolean {
  return COMPLETED_PART.test(text);
}
