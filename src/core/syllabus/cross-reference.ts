/**
 * A cross-reference set off in parentheses (`(See Lessons 1B.1, p. 9, and 1B.2, p. 29)`, `(cf. Smith,
 * pp. 4-9)`, `(see also ch. 3)`): it points at where something is discussed, it assigns nothing. A
 * veto in classify.ts.
 */
const CROSS_REFERENCE = /^\(\s*(?:see|cf\.?|compare)\s[^()]*\)\.?$/i;

export function isCrossReference(text: string): boolean {
  return CROSS_REFERENCE.test(text.trim());
}
