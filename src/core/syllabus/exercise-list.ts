/**
 * Exercise lists: `Ex 2.1, 2, 6, 10--14`, `Ex.2.8, 11, 16`, `lecture notes Ex 2.3` — numbered
 * exercises of a book's sections to work, not a part of it to read. The `Ex` number carries the
 * section's dotted number, so a case such as `Ex parte Young` is no exercise.
 */
const EXERCISE = /\bex\.?\s?\d{1,2}\.\d/i;

/** The span opens with an exercise number, after at most two words of label ("lecture notes"). */
export function isExerciseList(text: string): boolean {
  const t = text.trim();
  const m = EXERCISE.exec(t);
  if (!m) return false;
  const before = t.slice(0, m.index).split(' ').filter(Boolean);
  return before.length <= 2 && before.every((w) => /^[a-z]+$/i.test(w));
}
