/**
 * A Chicago (notes-bibliography) entry: the author block closed by a full stop, then the title, then
 * the publication, each part closed by a full stop, the year near the end and the part to read after
 * it — the humanities' reading list:
 *
 *     Harari, Yuval Noah. Sapiens. A Brief History of Humankind. US edition. New York: Harper Collins. 2015. Chapters 1-4.
 *     Larsen, Mogens Trolle. ‘What They Wrote on Clay.’ In K. Schousboe and M. T. Larsen (eds.) Literacy and
 *       Society. Copenhagen: Centre for Research in the Humanities, 1989. Pp. 121-148.
 *
 * Read sentence by sentence, every part was a reading (`Harari, Yuval Noah`, `Sapiens`, `US edition`,
 * `New York: Harper Collins. 2015. Chapters 1-4`). Here the entry is one reading: a chapter or article
 * titled by its quoted title, a book by its first sentence with the chapters it assigns; the author
 * block is the citation; the pages after the year are the pages. An entry needs its publication: a year
 * (or `In press`) after the title, at most sixty words in all.
 */
import { journalPages } from './journal-pages';
import { naturalOrderAuthors } from './natural-order-authors';
import { findPages } from './pages';
import { stripTrailing } from './text';

export interface ChicagoEntry {
  title: string;
  citation: string;
  pages: string | null;
}

/**
 * `Surname, Given Names.`, `Foster, B. R. and K. P. Foster.`, `von Dassow, Eva.`: a surname (with its
 * particle) and a comma, then capitalised names and initials, and after `and` another person's (two
 * names at least: `Prior, Time and Modality.` is a title), the last closed by a full stop (an initial's own).
 */
export const AUTHOR_BLOCK =
  /^(?:(?:von|van|de|da|del|della|di|du|le|la)\s)?[A-Z][\p{L}'’-]+,(?:\s(?:[A-Z][\p{L}'’-]+|[A-Z]\.)){1,4}(?:,?\s(?:and|&)(?:\s(?:[A-Z][\p{L}'’-]+|[A-Z]\.)){2,4})?(?:\.|(?<=\.))(?=\s)/u;
/** A quoted title, closed by the quote that matches its opening one (an apostrophe inside is no close). */
const QUOTED_TITLE = /^(?:“([^”]{2,200})”|‘([^’]{2,200})’|"([^"]{2,200})")/;
/** A book title: its first sentence. */
const FIRST_SENTENCE = /^([^.?!]{2,200}[?!]?)\.?(?=\s|$)/;
const PUBLISHED = /\b(?:1[5-9]|20)\d\d\b|\bin press\b|\bforthcoming\b/i;
/** A year, not an end of a page range (`1471–1503`) nor its start. */
const YEARS = /(?<![\d–-])(?:1[5-9]|20)\d\d(?![\d–-])|\bin press\b/gi;
/** The chapters a book entry assigns, after its year: `Chapters 1-4.`, `Chapter 4.`, `Ch. 3`. */
const CHAPTERS = /^(?:Chapters?|Chs?\.)\s*\d[\d\s,&–-]*(?:and\s+\d+)?/;
const MAX_WORDS = 60;

/** The entry's title, citation and pages when `text` is one such entry; null otherwise. */
export function chicagoEntry(text: string): ChicagoEntry | null {
  // `Surname, Given.`, else names in natural order (BibTeX's plain style, natural-order-authors.ts).
  const natural = AUTHOR_BLOCK.test(text) ? null : naturalOrderAuthors(text);
  const author = natural ?? AUTHOR_BLOCK.exec(text)?.[0];
  if (!author) return null;
  if (text.split(/\s+/).length > MAX_WORDS) return null;
  const rest = text.slice(author.length).trim();
  const quoted = QUOTED_TITLE.exec(rest);
  const head = quoted ?? FIRST_SENTENCE.exec(rest);
  if (!head) return null;
  // A link's digits are no year or pages (`https://doi.org/10.1080/00455091.1974.10716947`).
  const publication = rest.slice(head[0].length).replace(/\b(?:https?:\/\/|doi:|www\.)\S*/gi, ' ');
  if (!PUBLISHED.test(publication)) return null;
  // Another entry after the title (an author block, a ditto dash `———.`, a second quoted title): two
  // entries run together, not one.
  if (/\.\s[A-Z][\p{L}'’-]+,\s[A-Z][\p{L}'’-]+\.\s/u.test(publication)) return null;
  if (/[—–-]{3}|[.?!]\s+[“"‘]/.test(publication)) return null;
  const year = [...publication.matchAll(YEARS)].at(-1);
  const after = year ? publication.slice(year.index! + year[0].length).replace(/^[.,:;)\s]+/, '') : '';
  // A journal's `Michigan Law Review 100, no. 6 (2002): 1506–31`, else the pages after the year.
  // A chapter's pages may stand before its publisher (`edited by G. H. Gull, 101–19. Bristol: Cove, 1970.`).
  const hit = journalPages(publication) ?? (after ? findPages(after) : null) ?? findPages(publication);
  const chapters = CHAPTERS.exec(after)?.[0].trim();
  const base = stripTrailing((head[1] ?? head[2] ?? head[3]!).trim(), '.,');
  return {
    title: chapters && !quoted ? `${base}, ${stripTrailing(chapters, '.,')}` : base,
    citation: stripTrailing(author, '.'),
    pages: hit && !chapters ? hit.pages : null,
  };
}
