/**
 * A list bullet whose glyph came out of a PDF as a character that is never text. LaTeX and word
 * processors draw bullets from symbol fonts; without a usable mapping the text layer holds the
 * glyph's code as a C1 control character (U+0080-U+009F, e.g. `\u0088 http://... by Diane Law`) or a
 * private-use code point (U+E000-U+F8FF, Word's `\uf0b7`). LaTeX's third-level item mark
 * (`\textasteriskcentered`) comes out as the math operator `∗` (U+2217), which opens no line of text
 * either. Opening a line before a space, such a character is the line's bullet, and reads as `•` so
 * every list rule sees an item.
 */
const GLYPH_BULLET = /^(\s*)[\u0080-\u009f\u2217\ue000-\uf8ff](?=\s)/;

/** The line with a never-text glyph opening it read as a `•` bullet (see the module comment). */
export function glyphBullet(text: string): string {
  return GLYPH_BULLET.test(text) ? text.replace(GLYPH_BULLET, '$1•') : text;
}
