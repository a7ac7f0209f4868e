/**
 * A reading cell of book abbreviations, each over a bare list of its chapters: `NS: Intro, 1-3, AS: 1,8`,
 * `NS: 12-13, AS: 4, 12-14` (the books named once in the course information, `Naked Statistics (NS)`).
 * Each listed chapter (a number, a range, or one word such as `Intro`) is a reading of its book:
 * `NS Ch. Intro`, `NS Ch. 1-3`, `AS Ch. 1`, `AS Ch. 8`. Read only when the cell names two or more books this
 * way and every item is such a chapter, so a lone `Note: 3-4` or prose with a colon is left as it was.
 */

/** `NS:` / `AS:` opening a group: one to four capitals and a colon. */
const BOOK = /^([A-Z]{1,4}):\s*/;
/** `Intro`, `1-3`, `12`, `4–6`: what may stand in a chapter list. */
const CHAPTER = /^(?:\d{1,3}(?:\s?[-–]\s?\d{1,3})?|[A-Z][a-z]{2,11})$/;
const MAX_ITEMS = 24;

/** The cell's readings as `BOOK Ch. item` strings, or null when the cell is not of this shape. */
export function bookChapterLists(cell: string): string[] | null {
  const items = cell.split(',', MAX_ITEMS + 1).map((s) => s.trim());
  if (items.length > MAX_ITEMS || !BOOK.test(items[0] ?? '')) return null;
  const out: string[] = [];
  let book = '';
  let books = 0;
  for (const raw of items) {
    const m = BOOK.exec(raw);
    if (m) {
      book = m[1]!;
      books++;
    }
    const item = m ? raw.slice(m[0].length) : raw;
    if (!CHAPTER.test(item)) return null;
    out.push(`${book} Ch. ${item}`);
  }
  return books >= 2 ? out : null;
}
