/**
 * Labels inside a table's reading cell: `Primary Reading: Author (1908) 'Title' Further Reading: …`.
 * A label that says the text is required (`Primary`, `Required`, `Core`, `Main`, `Assigned`,
 * `Essential` reading) only introduces it and is dropped; a label that says what follows is extra
 * (`Further`, `Recommended`, `Optional`, `Additional`, `Supplementary`, `Suggested` reading) ends the
 * cell's required part, and everything after it is left out (it is optional, or an empty list
 * followed by the next column's text). One pass over a few fixed alternatives: no backtracking.
 */
const REQUIRED_LABEL = /^(?:primary|required|core|main|assigned|essential)\s+readings?\s*:\s*/i;
const EXTRA_LABEL =
  /\b(?:further|recommended|optional|additional|supplementa(?:l|ry)|suggested)\s+(?:readings?|texts?)\s*:/i;

/** The required part of a reading cell, without its label. */
export function requiredPart(cell: string): string {
  const extra = EXTRA_LABEL.exec(cell);
  const kept = extra ? cell.slice(0, extra.index) : cell;
  return kept.trim().replace(REQUIRED_LABEL, '');
}
