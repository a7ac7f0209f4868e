/**
 * A note opened by an ordinal glued to the reference before it by a lost space (`Readings 4.1-4.34th Article
 * Summary DUE`, `Start reading the article3rd Response DUE`): a one-digit ordinal (`4th`, `3rd`) right after a
 * section number's digit or a word's letter, before a capitalised word, opens a note of its own; the space is put
 * back (`Readings 4.1-4.3 4th Article ...`), so the reference ends where it was printed and the note is read
 * apart. A two-digit ordinal (`21st Century`) and an ordinal after a space are left as they are.
 */
const GLUED_ORDINAL = /(?<=(?:\d\.\d{1,3}|[a-z]{2}))(?=[1-9](?:st|nd|rd|th)\s?[A-Z])/g;

export function unglueOrdinals(raw: string): string {
  return /\d(?:st|nd|rd|th)/.test(raw) ? raw.replace(GLUED_ORDINAL, ' ') : raw;
}
