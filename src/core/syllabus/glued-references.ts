/**
 * References run together without a space where a table's cells or a list's items were flattened: a page
 * range or chapter number glued to the next source's name (`Smith 311-315Jones 109-125` ->
 * `Smith 311-315; Jones 109-125`, `Smith Ch 2Jones Ch 4`), or a chapter number glued to the next word
 * (`Smith Ch 1read the notes` -> `Smith Ch 1; read the notes`). The next source must itself be followed by a
 * number or a chapter mark, so `3PM`, `2D` or `1A` stay whole.
 */

/** A digit, then a capitalised name of two or more characters and a space before a number or `Ch`. */
const GLUED_SOURCE = /(\d)(?=[A-Z][A-Za-z&]{1,19} (?:\d|Ch\b))/g;
/** `Ch 1read`: a chapter number glued to a lower-case word. */
const GLUED_WORD = /(\bCh\.? \d{1,2})(?=[a-z]{3})/g;

export function unglueReferences(raw: string): string {
  if (!/\d[A-Za-z]/.test(raw)) return raw;
  return raw.replace(GLUED_SOURCE, '$1; ').replace(GLUED_WORD, '$1; ');
}
