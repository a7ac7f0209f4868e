/**
 * A grading scale set as a table row (`A+ 97+ | A 93-96 | A- 90-92`, `B+ 87-89 | B 83-86 | B- 80-82`):
 * letter grades, each with its band of points. Read as a reading, its bands were pages (`93-96`). A line
 * whose every cell is a letter grade with or without its band is no reading.
 */
const GRADE_CELL = /^[A-DF][+-]?(?:\s+\d{1,3}(?:\.\d+)?\s*(?:%|\+|[-–]\s*\d{1,3}(?:\.\d+)?\s*%?)?)?$/;

export function isGradeScaleRow(text: string): boolean {
  if (!text.includes('|')) return false;
  const cells = text
    .split('|')
    .map((c) => c.trim())
    .filter(Boolean);
  return cells.length >= 2 && cells.every((c) => GRADE_CELL.test(c)) && cells.some((c) => /\d/.test(c));
}
