/**
 * Table cells run together without a separator when a page's table is flattened to text: the topic
 * cell's last word glued to the reference cell (`Classifying MatterChapter 1 and Chapter 3`,
 * `Heat Transfer ProblemsChapter 3`). A chapter reference glued to a lower-case letter is never one
 * word, so the line is cut there and the reference becomes a line of its own. Fixed-width lookarounds:
 * no backtracking.
 */
const GLUED_REFERENCE = /(?<=[a-z])(?=(?:Chapters?|Chs?\.)\s?\d)/;

/** The line cut before a glued chapter reference, or the line alone. */
export function splitGluedReference(text: string): string[] {
  if (!text.includes('Ch')) return [text];
  const at = GLUED_REFERENCE.exec(text);
  if (!at) return [text];
  return [text.slice(0, at.index), text.slice(at.index)];
}
