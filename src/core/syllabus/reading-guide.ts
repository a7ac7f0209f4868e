/**
 * A unit's reading guide or study guide (`Module 3 reading guide`, `Week 2 study guide`): the worksheet
 * the student fills in while reading, handed in as the unit's assignment, listed first under the unit's
 * `Readings:` label. It names no work of its own (the works follow it), so it is not a reading.
 */
const UNIT_GUIDE =
  /^(?:(?:module|week|unit|lesson|chapter|session|class|part|topic)\s+\d{1,2}[a-z]?\s+)?(?:reading|study)\s+guides?\b/i;

export function isUnitGuide(text: string): boolean {
  return UNIT_GUIDE.test(text.trim());
}
