/**
 * A reference-list entry (APA, Harvard, Chicago author-date): an author block, then the year, then
 * the title, container, publisher, pages and link, each closed by a full stop —
 * "Sellars, W., 1963. Philosophy and the scientific image of man, in: Colodny (Ed.), Frontiers …
 * Press, pp. 35–78. https://doi.org/…". Its sentences are one reading, not one reading each.
 */
import { isCommaFreeAuthorBlock } from './author-date-head';
import { textMemo } from './memo';
import { journalPages } from './journal-pages';
import { findPages } from './pages';
import { stripTrailing } from './text';

export interface ReferenceParts {
  title: string;
  citation: string;
  pages: string | null;
}

/** "(Chapter 1) ", "(Chapters 1&3) ", "Sections I, II & X ": which part of the work to read, before the entry. */
const PART_LEAD =
  /^(?:\((?:chapters?|chs?\.?|sections?|part)\b[^)]{0,30}\)\s+|sections?\s+[IVXL\d]+(?:\s*(?:,|&|and)\s*[IVXL\d]+)*\s+)/i;
/** A surname or an initial of the author block ("Churchland", "P.", "J.-P.", "TS"); "&", "and", "et al.". */
const AUTHOR_WORD = /^(?:[\p{Lu}][\p{L}'’-]*\.?|(?:[\p{Lu}]\.-?)+|&|and|et|al\.?|\(eds?\.?\))$/u;
/** The year closing the author block: "2008.", "(1990).", "(1641/2000).", "(1739-1740/2009)." */
const YEAR = /^\(?((?:1[5-9]|20)\d\d)(?:\s*[/–-]\s*\d{2,4})*[a-z]?\)?[.,:]?$/;

/**
 * The author block before the year: at most sixteen people, starting with a surname and a comma, or,
 * before a year in parentheses (APA: `Lee & Roe. (2014).`, `Mensah K. (2020).`, `Abara et al.
 * (2018)`), a block that needs no comma (author-date-head.ts). A comma-free name before a bare year
 * (`Deb A. Stone. 2011.`) is a Chicago author-date head, read elsewhere (author-year-head.ts).
 */
function authorBlock(words: string[], parenthesisedYear: boolean): boolean {
  if (!words.length || words.length > 48) return false;
  if (!/^[\p{Lu}][\p{L}'’-]+,?$/u.test(words[0]!)) return false;
  if (!words.slice(0, 3).some((w) => w.endsWith(',')))
    return parenthesisedYear && isCommaFreeAuthorBlock(words);
  return words.every((w) => AUTHOR_WORD.test(w.replace(/,$/, '')));
}

/** The title: the first sentence after the year, without "in: Editor (Ed.), Book" or the edition. */
function titleOf(rest: string): string {
  // The stop may stand inside the title's closing quote (`“Making Ports Work.” In …`).
  const first = /^(.+?[.?!]["”’]?)(?=\s+[\p{Lu}\d(]|\s*$)/u.exec(rest)?.[1] ?? rest;
  const title = first
    .replace(/,\s*(?:in:|in\s+(?=\p{Lu})).*$/u, '')
    .replace(/,\s*\d+(?:st|nd|rd|th)?\.?\s*(?:enl\.?\s*)?ed\b.*$/i, '');
  return stripTrailing(unquoted(title), '.');
}

/** A title wholly in quotes (`“Making Ports Work.”`) without them. */
function unquoted(title: string): string {
  return /^["“‘]/.test(title) && /["”’]$/.test(title) ? title.slice(1, -1) : title;
}

/** The entry's parts when `text` opens with an author block and a year; null otherwise. */
export function referenceEntry(text: string): ReferenceParts | null {
  // Most texts have no year near their start: nothing to split. A dozen authors put it 200 characters in.
  return /^[\s\S]{0,300}?(?:1[5-9]|20)\d\d/.test(text) ? readOnce(text) : null;
}

const readOnce = textMemo(readEntry);

function readEntry(text: string): ReferenceParts | null {
  const body = text.replace(PART_LEAD, '');
  const words = body.slice(0, 320).split(/\s+/);
  const at = words.findIndex((w) => YEAR.test(w));
  if (at < 1 || !authorBlock(words.slice(0, at), words[at]!.startsWith('('))) return null;
  const yearWord = words[at]!;
  const start = body.indexOf(yearWord) + yearWord.length;
  const rest = body.slice(start).trim();
  const title = titleOf(rest);
  if (title.split(/\s+/).length < 2) return null;
  const author = stripTrailing(words.slice(0, at).join(' '), ',');
  // A range wrapped over two lines keeps a space after its dash ("407– 425").
  const joined = rest.replace(/(\d)\s*([–-])\s+(\d)/g, '$1$2$3');
  const hit = findPages(joined) ?? journalPages(joined);
  return { title, citation: `${author} (${YEAR.exec(yearWord)![1]})`, pages: hit ? hit.pages : null };
}
