/**
 * One book's chapters listed with `;` (`McMillan Chapter 2 pp. 31-36; Chapter 4 pp. 75-81; Chapter 6`):
 * the first item names the book, the others are bare chapter references to the same book, so the list
 * is one reading (the corpus's convention, as `CB 981-99; 1003-1007`), not one reading per chapter.
 */

/**
 * A source named by one to four capitalised words, then its chapter: `McMillan Chapter 2`, `Kolb ch. 3`,
 * also after a colon or comma (`Handbook: Chapter 33`).
 */
const NAMED_CHAPTER =
  /^[A-Z][\w'’&.-]*(?:\s[A-Z][\w'’&.-]*){0,3}[:,]?\s(?:chapters?|chapt?s?\.?|chs?\.?)\s?\d/i;
/** A chapter reference with no source before it: `Chapter 4 pp. 75-81`, `ch. 6`. */
const BARE_CHAPTER = /^(?:chapters?|chapt?s?\.?|chs?\.?)\s?\d/i;

export function isOneSourceChapterList(pieces: readonly string[]): boolean {
  if (pieces.length < 2) return false;
  const [first, ...rest] = pieces.map((p) => p.trim());
  return NAMED_CHAPTER.test(first!) && !BARE_CHAPTER.test(first!) && rest.every((p) => BARE_CHAPTER.test(p));
}
