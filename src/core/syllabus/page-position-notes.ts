/**
 * Where on a page a reading starts or stops, written in parentheses after the page number
 * (`pages 1-4(middle), 5-6(top), 39(bottom)-51(top), 1387-89(top)`): a note for the reader, not part
 * of the range. Glued to the number it breaks the range apart (`39(bottom)-51` is no `39-51` to a page
 * reader), so the note goes before any line is read. Only the three places on a page are notes; a
 * parenthesis that names a part (`509 (Chart)`), an instruction (`503-508 (stop at NSC)`) or where in a
 * chapter to begin (`Chapter 2 (start)`, a reading of its own beside `Chapter 2`) stays.
 */
const POSITION_NOTE = /(?<=\d) ?\((?:top|middle|bottom)\)/gi;

/** The line without the page-position notes after its page numbers (see the module comment). */
export function withoutPagePositionNote(text: string): string {
  return text.includes('(') ? text.replace(POSITION_NOTE, '') : text;
}

/** Every line without its page-position notes (a whole-document line pass). */
export function withoutPagePositionNotes(texts: string[]): string[] {
  return texts.map(withoutPagePositionNote);
}
