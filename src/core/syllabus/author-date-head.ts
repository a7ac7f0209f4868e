/**
 * The author block of an author-date reference written without the comma after the first surname:
 * `Majchrzak & Markus. (2014).`, `Tollefson J. (2020).`, `Lazer et al. (2009)`, `Park and Yamauchi
 * (2022)`. APA and its variants put the year in parentheses right after the authors; the title or, in a
 * short reading list, only the venue follows (`Bail et al. (2018) PNAS`). Without the comma the block
 * is still told from a plain phrase before a year by its shape: two or more authors (`&`, `and`, `et
 * al.`) or a surname with its initials, every word a name, an initial or a connective, no weekday or
 * month name (`Monday & Wednesday (2020)` is no author block).
 *
 * An item may open with a short label naming what it is (`Application paper: Bail et al. (2018)
 * PNAS`, `Case study: ...`): the label is skipped.
 */
import { MONTH_PATTERN, WEEKDAY_PATTERN } from './dates';

/** A name ("Markus", "O’Meara", "Clemm-Smith"), an initial ("J.", "P.J.", "S"), a particle or a connective. */
const NAME_WORD =
  /^(?:[\p{Lu}][\p{L}'’-]+\.?|(?:[\p{Lu}]\.){1,3}|[\p{Lu}]|&|and|et|al\.?|von|van|de|der|da|del|la|le|du)$/u;
/** An initial: a capital, with or without its full stop (`J.`, `P.J.`, `S`). */
const INITIAL = /^(?:(?:[\p{Lu}]\.){1,3}|[\p{Lu}])$/u;
/** A weekday or month name: a schedule's phrase, never an author. */
const CALENDAR_WORD = new RegExp(`^(?:${WEEKDAY_PATTERN}|${MONTH_PATTERN})\\.?$`, 'i');
/** `(2014)`, `(2014).`, `(2014a)`: the year in parentheses closing the block. */
const PAREN_YEAR = /^\((?:1[5-9]|20)\d\d[a-z]?\)[.,:]?$/;
/** A short label before the reference: up to three words and a colon. */
const LEAD_LABEL = /^[\p{Lu}][\p{L}-]*(?:\s+[\p{L}-]+){0,2}:\s+/u;

/** True when `words` (commas stripped) are an author block that needs no comma to be one. */
export function isCommaFreeAuthorBlock(words: readonly string[]): boolean {
  const bare = words.map((w) => w.replace(/,$/, '')).filter(Boolean);
  if (bare.length === 0 || bare.length > 10) return false;
  if (!/^[\p{Lu}][\p{L}'’-]+$/u.test(bare[0]!)) return false;
  if (!bare.every((w) => NAME_WORD.test(w) && !CALENDAR_WORD.test(w))) return false;
  const several = bare.some((w) => w === '&' || w === 'and' || w === 'et');
  return several || bare.slice(1).some((w) => INITIAL.test(w));
}

/**
 * True when the text opens (after a short label) with an author block, the year in parentheses and
 * something after it: the head of an author-date reference (see the module comment).
 */
export function hasAuthorDateHead(text: string): boolean {
  // Most lines have no parenthesis, so no `(2014)` word: not split into words.
  if (!text.includes('(')) return false;
  const body = text.replace(LEAD_LABEL, '');
  const words = body.slice(0, 160).split(/\s+/);
  const at = words.findIndex((w) => PAREN_YEAR.test(w));
  if (at < 1 || at + 1 >= words.length || !/^["“‘\p{L}]/u.test(words[at + 1]!)) return false;
  const block = words.slice(0, at);
  // A comma after a surname is the usual author block; this shape is for blocks of names with or without it.
  return isCommaFreeAuthorBlock(block);
}
