/**
 * Two works run together on one line with no separator, the second opening with its author just after the
 * first one's pages or chapter (`Hayek on Liberty, Chapter 3 “The Law of Liberty,” pp 56 - 78 Rawls, A Theory
 * of Justice`, `Contemporary Political Philosophy, Chapter 6 Michael J. Sandel, “The Procedural Republic”`):
 * a number that ends a page range, then a name of one to three capitalised words or initials and a comma
 * before a title, starts the next work; after a chapter number only a name written with an initial does (a
 * chapter's own title may follow it: `Chapter 7 Oregon Courts, Judicial Opinions`). The piece is cut there; a piece without such a
 * place is left whole.
 */
import { findPages } from './pages';
import { matchesOf } from './matches';

/**
 * After a digit: a name (words or initials, at most three) and a comma before a quote or a title of two words
 * or more (`Rawls, A Theory`); a comma before one more name (`Girouard, Maher, and Casassa`: the cases the
 * pages hold) is a list, not the next work.
 */
const NEXT_AUTHOR =
  /(\d)\s+(?=(?:[A-Z][a-z]+|[A-Z]\.)(?:\s(?:[A-Z][a-z]+|[A-Z]\.)){0,2},\s+(?:["“‘]|[A-Z][a-z]*\s+[A-Za-z(]))/g;
/** A name with an initial before its comma: `Michael J. Sandel,`, `J. Raz,`. */
const HAS_INITIAL = /^\s*(?:[A-Z][a-z]+\s)?[A-Z]\.(?:\s[A-Z][a-z]+)?,/;
/** `Chapter 6`, `ch. 2`, `Ch 12` ending the text before the cut. */
const CHAPTER_END = /\b(?:chapters?|chs?\.?|chap\.)\s*\d+$/i;

export function splitAtNextAuthor(piece: string): string[] {
  // The next author's name is closed by a comma (NEXT_AUTHOR): a piece without one is one work.
  if (!piece.includes(',')) return [piece];
  const out: string[] = [];
  let from = 0;
  for (const m of matchesOf(NEXT_AUTHOR, piece)) {
    const cut = m.index + 1;
    const before = piece.slice(from, cut).trim();
    // After a chapter number a title may follow (`Chapter 7 Oregon Courts, Judicial Opinions`): there only
    // a name written with an initial (`Michael J. Sandel,`) is taken for the next work's author.
    const named =
      findPages(before) || (CHAPTER_END.test(before) && HAS_INITIAL.test(piece.slice(cut, cut + 40)));
    if (!named) continue;
    out.push(before);
    from = cut;
  }
  if (!out.length) return [piece];
  out.push(piece.slice(from).trim());
  return out;
}
