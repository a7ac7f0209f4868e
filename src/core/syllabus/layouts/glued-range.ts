/**
 * A page range glued to the next word by a lost space (`Pages 30-44in the PDF`, `pp. 12-20and notes`):
 * the range ends at its last digit. A space is put back between the range and a lowercase word of two
 * letters or more, except an ordinal's ending (`10-11th`).
 */
const GLUED_RANGE = /(\d\s*[-–]\s*\d+)(?=(?!(?:st|nd|rd|th)\b)[a-z]{2,}\b)/g;

export function unglueRanges(raw: string): string {
  return /\d[a-z]/.test(raw) ? raw.replace(GLUED_RANGE, '$1 ') : raw;
}
