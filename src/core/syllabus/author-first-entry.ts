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

/**
 * The Chicago book entry adds its publication after the title, each part closed by a full stop:
 * `Carnap, Rudolf. Introduction to Semantics. Harvard University Press, 1942.`, `Lewis, C. I., and
 * C. H. Langford. Symbolic Logic. New York: Century Company, 1932.`, `… Principia Mathematica. 2nd ed.
 * Vol. 1. Cambridge: Cambridge University Press, 1910.` Its author block may give initials only.
 */
const SURNAME = /^[A-Z][\p{L}'’-]+,$/u;
const NAME_WORD = /^(?:[A-Z][\p{L}'’-]+|[A-Z]\.(?:[A-Z]\.)?|and|&),?$/u;
/** The publication's last part ends with its year. */
const YEAR_END = /\b(?:1[5-9]|20)\d\d\.?$/;
const MAX_PUBLICATION_WORDS = 8;
const BOOK_TITLE = /^[A-Z0-9][^\s]*(?:\s\S+){0,24}$/;

/** `Lewis, C. I., and C. H. Langford.`: a surname and a comma, then given names, initials and `and`. */
function isBookAuthorBlock(text: string): boolean {
  const words = text.replace(/\.$/, '').split(/\s+/);
  if (words.length < 2 || words.length > 10 || !SURNAME.test(words[0]!)) return false;
  return words.slice(1).every((w) => NAME_WORD.test(w));
}

/** The parts after the title are the publication: short, unquoted, the last one ending in a year. */
function isPublication(parts: string[]): boolean {
  if (!parts.length || !YEAR_END.test(parts[parts.length - 1]!.trim())) return false;
  return parts.every((p) => !/["“”]/.test(p) && p.trim().split(/\s+/).length <= MAX_PUBLICATION_WORDS);
}

/** The entry's author block and title, or null when the sentences are not of either shape. */
export function authorFirstEntry(parts: string[]): AuthorFirstEntry | null {
  if (parts.length < 2) return null;
  const author = parts[0]!.trim();
  const title = parts[1]!.trim();
  if (/\d{4}/.test(title)) return null;
  if (parts.length === 2)
    return AUTHOR.test(author) && TITLE.test(title) ? { author: author.slice(0, -1), title } : null;
  // Before a publication statement, a one-word title is a book's (`Counterfactuals.`).
  if (!BOOK_TITLE.test(title)) return null;
  if (!isBookAuthorBlock(author) || !isPublication(parts.slice(2))) return null;
  return { author: author.replace(/\.$/, ''), title: title.replace(/\.$/, '') };
}
