/**
 * A work named with the translation or series to read it in: `Virgil, The Aeneid (any translation)`, `The Life of
 * Constantine (Penguin Classics)`, `Beowulf (free translation by A. Poet)`. A bracketed edition number (`(8th
 * edition)`: a textbook's problems), a publisher alone (`(Hackett)`: a list of the course's texts) or a bracket that
 * only uses the word (`(e.g. translation invariance)`) is no such note. A text seminar's week line (`Week 2: Author, Title (any translation)`) names its reading this way, with
 * no page, chapter or read verb: the note says a book is meant. Read as the shape of a book (`bookPart` in
 * classify.ts, a reading signal in signals.ts). Two such works joined by `and` after a note's closing bracket are
 * two readings (`A, Title (Penguin Classics) and Title Two (any translation)`). Bounded repeats only.
 */

/** A bracketed note closed by a translation or a classics series: `(any translation)`, `(Penguin Classics)`. */
const CLOSING_NOTE = /\((?:[^()]{0,40}\s)?(?:translation|Classics)\)/;
/** A bracketed note naming the translator: `(free translation by A. Poet, or ...)`, `(trans. A. Poet)`. */
const TRANSLATOR_NOTE = /\((?:[^()]{0,40}\s)?(?:translation|translated|trans\.)\s(?:by\s)?[A-Z][^()]{0,80}\)/;
/** ` and ` right after a note's closing bracket: the next work of the line. */
const AND_AFTER_NOTE = /(?<=\))\s{1,3}and\s{1,3}(?=[A-Z])/;

export function hasEditionNote(text: string): boolean {
  return text.includes('(') && (CLOSING_NOTE.test(text) || TRANSLATOR_NOTE.test(text));
}

/** The works of a line joined by `and` after an edition note, each with a note of its own; else the text whole. */
export function splitEditionWorks(text: string): string[] {
  if (!text.includes(') and ')) return [text];
  const parts = text.split(AND_AFTER_NOTE).map((p) => p.trim());
  return parts.length >= 2 && parts.every(hasEditionNote) ? parts : [text];
}
