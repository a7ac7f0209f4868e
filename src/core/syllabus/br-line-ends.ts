/**
 * A PDF turned into an HTML page's text with `<br />` ending every line and a blank line after each
 * (`Enforcement of discovery obligations: pp. 422-29; FRCP<br />` / `` / `26(a)(1)(A)(iii); 26(e);
 * 37.<br />`): the breaks are the PDF's line ends, not entry breaks inside a cell, and the blank lines
 * are the page source's, not paragraphs. When nearly every line of the document ends so, the breaks
 * and those blank lines are dropped, and the wrapped lines are joined by the usual rules (prepare.ts).
 * A `<br>` inside or at the start of a line (an entry's parts, a table cell) is left alone.
 */
const BR_END = /<br\s*\/?>\s*$/i;
/** How many lines, and what share of them, must end in a break. */
const MIN_LINES = 8;
const MIN_SHARE = 0.9;

export function dropBrLineEnds<T extends { text: string }>(pieces: T[]): T[] {
  const filled = pieces.filter((p) => p.text.trim());
  if (filled.length < MIN_LINES) return pieces;
  const ending = filled.filter((p) => BR_END.test(p.text)).length;
  if (ending < MIN_SHARE * filled.length) return pieces;
  return filled.map((p) => ({ ...p, text: p.text.replace(BR_END, '') }));
}
