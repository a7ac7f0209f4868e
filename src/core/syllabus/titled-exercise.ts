/**
 * A lab exercise named with its title and the pages to read for it: `Exercise 1—Introduction and
 * Microscopy (pp. 54-55)`, `Exercises 7 & 8: Cell Division (pp 121-124 & 252)`. The exercise number
 * is the lab's name, the parenthesised pages the text read before it, so the word *exercise* is no
 * exclusion there; bare exercise sets (`Exercises 3, 5 (p. 45)`, `Exercise 2.4`) keep it.
 */
const TITLED_EXERCISE = /^exercises?\s+\d{1,3}(?:\s*(?:&|and|,)\s*\d{1,3})*\s*[—–:-]\s*(?=[A-Z])/i;
const PAGES_IN_PARENS = /\((?:pp?\.?\s*)?\d{1,4}\s*[-–]\s*\d{1,4}/;

/** The text after a titled exercise's name when it carries pages in parentheses; the text itself otherwise. */
export function afterTitledExercise(text: string): string {
  const m = TITLED_EXERCISE.exec(text);
  return m && PAGES_IN_PARENS.test(text) ? text.slice(m[0].length) : text;
}
