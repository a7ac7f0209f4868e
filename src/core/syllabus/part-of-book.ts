/**
 * A chapter's pages and the book that holds it, after the chapter's title, as ASA and Chicago author-date
 * references write them: `Hagan, John. 1985. "Defining Crime." Pp. 3-9 in Modern Criminology. New York: McGraw-Hill.`
 * The `Pp. 3-9 in …` sentence is no reading of its own: it says where the chapter before it is, so no sentence
 * break is made before it (the chapter keeps its pages; the book is its container, not a second reading).
 */
const PAGES_IN_BOOK = /^(?:pp?\.|pages?)\s?\d{1,4}\s?[-–]\s?\d{1,4}\s+in\s+["“]?[A-Z]/i;

/** Does the text after a sentence break open with `Pp. 3-9 in <Book>`? */
export function opensPagesInBook(rest: string): boolean {
  return PAGES_IN_BOOK.test(rest);
}
