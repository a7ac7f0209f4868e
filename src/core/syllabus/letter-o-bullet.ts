/**
 * A list bullet a word processor draws as an open circle, pasted into plain text or Markdown as the
 * letter `o` before a tab (`o<TAB>Corporate Personality`, indented `    o<TAB>Author, Title, ...` for the
 * level below) or before two spaces or more. No word opens a line that way, so the letter is the item's
 * bullet, and reads as `•` so every list rule sees an item (its indent kept).
 */
const LETTER_O_BULLET = /^(\s*)o(?:\t| {2,})(?=\S)/;

/** The line with a letter-o bullet opening it read as a `•` bullet (see the module comment). */
export function letterOBullet(text: string): string {
  return LETTER_O_BULLET.test(text) ? text.replace(LETTER_O_BULLET, '$1• ') : text;
}
