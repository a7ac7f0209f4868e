/**
 * A bibliography entry in the author-first style without a year or quotes (MLA's for a web page or a
 * lesson): `Turkel, William J. and Adam Krymble. Code Reuse and Modularity in Python.` — exactly two
 * sentences, the first an author block (a surname, a comma, a given name with its initials, and
 * optionally `and` a second person's given name and surname), the second a title of two or more words
 * opening with a capital. Read sentence by sentence, the author block was taken as the reading and the
 * title dropped; here the entry is one reading whose title is the second sentence and whose citation is
 * the author block.
 */
const WORD = "[A-Z][\\p{L}'’-]+";
const INITIALS = '(?:\\s[A-Z]\\.)*';
const AUTHOR = new RegExp(
  `^${WORD},\\s${WORD}${INITIALS}(?:,?\\s(?:and|&)\\s${WORD}${INITIALS}\\s${WORD})?\\.$`,
  'u',
);
const TITLE = /^[A-Z0-9][^\s]*(?:\s\S+){1,24}$/;

export interface AuthorFirstEntry {
  author: string;
  title: string;
}

/** The entry's author block and title, or null when the two sentences are not of that shape. */
export function authorFirstEntry(parts: string[]): AuthorFirstEntry | null {
  if (parts.length !== 2) return null;
  const author = parts[0]!.trim();
  const title = parts[1]!.trim();
  if (!AUTHOR.test(author) || !TITLE.test(title) || /\d{4}/.test(title)) return null;
  return { author: author.slice(0, -1), title };
}
