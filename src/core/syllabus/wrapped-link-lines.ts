/**
 * Wrapped link lines (a step of `wrapped-item-lines.ts`): a markdown link whose text a hard wrap broke
 * over lines (an email client, a text export or an editor wrapping the source at a fixed width):
 * `* Reading [Web Client Platform Background:` over `JavaScript](./tools.md) Due: Sun 2/23`. Read line
 * by line, the first half is an open bracket and the second a stray `](url)`, so the line passes that key
 * on a whole item (a typed item's code, its title link and its due note) see neither. When a line leaves
 * a `[` open and the next line closes it with `](` (at most two lines of link text between, with no
 * bracket and no blank line), those lines are joined onto it. A line with a pipe or a TAB (a table row or
 * a cell going on) or a grid line is never joined: its cells wrap by the table's own rules.
 */

/** The next line closes a bracket left open above with `](`: no bracket of its own before it. */
const CLOSES_LINK = /^[^[\]]*\]\(/;

/**
 * A table row, a row's cell continued (`Reading:|  Privacy, 1-9; [PGP`), TAB cells or a grid line
 * (`+---+`): its cells are joined by the table's own rules.
 */
const isTableLine = (text: string) =>
  text.includes('|') || text.includes('\t') || text.trimStart().startsWith('+');

/** A `[` after the line's last `]`: a link text still open at the line's end. */
function leavesBracketOpen(text: string): boolean {
  const open = text.lastIndexOf('[');
  return open >= 0 && text.indexOf(']', open) < 0;
}

/** Lines of link text a wrap may put between the opening and the closing line. */
const MAX_MIDDLE_LINES = 2;

/** A line inside a wrapped link text: words, no bracket, not blank, no table cell. */
const isLinkTextLine = (text: string) =>
  text.trim() !== '' && !isTableLine(text) && !text.includes('[') && !text.includes(']');

/**
 * Index of the line that closes a link `line` leaves open, looking from the line after `last` (the last
 * source line joined into `line`), or -1.
 */
export function linkClosingLine(line: string, texts: readonly string[], last: number): number {
  // A line that itself opens with a stray `](` is the tail of a link left unjoined above (a table cell's).
  if (!leavesBracketOpen(line) || isTableLine(line) || CLOSES_LINK.test(line.trim())) return -1;
  for (let k = last + 1; k < texts.length && k <= last + 1 + MAX_MIDDLE_LINES; k++) {
    const t = texts[k]!;
    if (isTableLine(t)) return -1;
    if (CLOSES_LINK.test(t.trim())) return k;
    if (!isLinkTextLine(t)) return -1;
  }
  return -1;
}
