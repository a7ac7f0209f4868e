/**
 * A Chicago author-date entry with its author block in plain order (given name first, or a body's name):
 * the authors closed by a full stop, the date closed by a full stop, the title, then the venue or
 * publisher, each part closed by a full stop:
 *
 *     Ann B. Moss and Cy Lane. 2017. “Tides of the Inner Sound.” Coastal Review 12: 40–55.
 *     Harbour Survey Office. March 2019. Lighthouse Keeping Today. Portland: State Printing Office.
 *     Dee Rowe. Spring/Summer 2016. Why Maps Lie. The Chart Quarterly.
 *
 * Read sentence by sentence, a date with a month or season (`March 2019.`) opened a sentence of its
 * own, so the author, the date, the title and the publisher were each a reading. Here the entry is one
 * reading: titled by its quoted title or its first sentence after the date, the author block as the
 * citation, the pages from the venue. An entry whose venue names a chapter (`Ch. 3: …`) is left to the
 * sentence reading (the chapter is the reading there, not the book).
 */
import { MONTH_PATTERN } from './dates';
import { journalPages } from './journal-pages';
import { findPages } from './pages';

export interface AuthorDateEntry {
  title: string;
  citation: string;
  pages: string | null;
}

const SEASON = '(?:spring|summer|fall|autumn|winter)';
const YEAR = '(?:1[5-9]|20)\\d\\d[a-z]?';
/** `. 2017. `, `. (2017). `, `. March 2019. `, `. March 4, 2019. `, `. Spring/Summer 2016. `: the date after the authors. */
const DATE_AFTER_AUTHORS = new RegExp(
  `\\.\\s+(?:\\(${YEAR}\\)|(?:(?:${MONTH_PATTERN}|${SEASON})(?:\\/${SEASON})?\\s+(?:\\d{1,2},\\s+)?)?${YEAR})\\.\\s+`,
  'iu',
);
/** A name word of the author block: a capitalised name, an initial or initials, `and`, `&`, `et al`, a particle. */
const NAME_WORD =
  /^(?:[\p{Lu}][\p{L}'’-]*\.?|(?:[\p{Lu}]\.){1,3}|and|&|et|al\.?|von|van|de|der|da|del|la|le|du)$/u;
const MONTH_OR_DAY = new RegExp(
  `^(?:${MONTH_PATTERN}|mon|tue|wed|thu|fri|sat|sun|week|class|session|unit)`,
  'i',
);
const MIN_WORDS = 2;
const MAX_WORDS = 14;
const MAX_HEAD = 160;
/** A quoted title opening the rest: `“Tides.”`, `"Tides."`. */
const QUOTED_TITLE = /^(?:“([^”]{2,300})”|"([^"]{2,300})")/;
/** A title closed by its full stop, `?` or `!` before the next capitalised part or the end. */
const FIRST_SENTENCE = /^([^.?!]{2,300}[?!]?)(?:\.|(?<=[?!]))(?=\s|$)/;
/** A chapter named in the venue: the sentence reading takes the chapter as the reading. */
const CHAPTER_MARK = /\b(?:chapter|chap\.?|ch\.?)\s*\d/i;

/** The author block when `head` is one: two to fourteen name words, no calendar word first. */
function isAuthorBlock(head: string): boolean {
  const words = head.replace(/,/g, ' ').split(/\s+/).filter(Boolean);
  if (words.length < MIN_WORDS || words.length > MAX_WORDS) return false;
  if (MONTH_OR_DAY.test(words[0]!)) return false;
  return words.every((w) => NAME_WORD.test(w));
}

/** The title and what follows it, or null. */
function titleOf(rest: string): { title: string; venue: string } | null {
  const quoted = QUOTED_TITLE.exec(rest);
  if (quoted) {
    const title = (quoted[1] ?? quoted[2]!).replace(/[.,]\s*$/, '').trim();
    return { title, venue: rest.slice(quoted[0].length) };
  }
  const first = FIRST_SENTENCE.exec(rest);
  return first ? { title: first[1]!.trim(), venue: rest.slice(first[0].length) } : null;
}

/** The entry's title, author block and pages, or null when the text is no such entry. */
export function authorDateEntry(text: string): AuthorDateEntry | null {
  const date = DATE_AFTER_AUTHORS.exec(text.slice(0, MAX_HEAD));
  if (!date) return null;
  const head = text.slice(0, date.index).trim();
  if (!isAuthorBlock(head)) return null;
  const parts = titleOf(text.slice(date.index + date[0].length));
  if (!parts || parts.title.split(/\s+/).length < 2 || CHAPTER_MARK.test(parts.venue)) return null;
  const hit = journalPages(parts.venue) ?? findPages(parts.venue);
  return { title: parts.title, citation: head, pages: hit ? hit.pages : null };
}
