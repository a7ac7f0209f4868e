/**
 * A stray mark between the rows of a table: one token of at most three characters on a line of its
 * own (`EE`, `Co`, `0`, `—`), what OCR reads from a coloured band, a rule or a cell's shading across
 * a photographed table. It is neither a row nor the end of the table.
 */
export function isStrayMark(text: string): boolean {
  return /^\S{1,3}$/.test(text.trim());
}
