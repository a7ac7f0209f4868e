/**
 * Two or more references joined by ` + ` in one cell (`Chapter 5 + Readings 5.3-5.6`, `Ch. 2 + Sections 2.1-2.4`):
 * a book's chapter and the anthology readings that go with it, each a reading of its own. Split only when every
 * part names something by a word and a number (`Chapter 5`, `Readings 5.3`); a title with a `+` in it
 * (`C + Data Structures`) is left whole. Bounded repeats only.
 */

/** A ` + ` between two parts (one to three spaces each side). */
const PLUS = /\s{1,3}\+\s{1,3}/;
/** A part that names a reference: a word, an optional full stop, then a number (`Chapter 5`, `Ch. 4`, `Readings 4.1`). */
const WORD_NUMBER = /\b[A-Za-z]{2,12}\.?\s{0,2}\d/;
/** Parts one cell may join. */
const MAX_PARTS = 4;

export function splitPlusJoined(text: string): string[] {
  if (!text.includes('+')) return [text];
  const parts = text.split(PLUS).map((p) => p.trim());
  if (parts.length < 2 || parts.length > MAX_PARTS) return [text];
  return parts.every((p) => WORD_NUMBER.test(p)) ? parts : [text];
}
