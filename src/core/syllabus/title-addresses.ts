/**
 * A reading's title that carries the web address of the work after its words (`No, Lawyers Should not
 * Learn to Code. https://example.org/counterpoint`, `Smith, Tides (https://example.org/tides.pdf)`): the
 * address is where to find the work, not its title, and is left out of the title, as a bare domain name
 * ending it after a comma or point is (`…, perma.cc`: an archive link's label). A title that is only
 * an address (a reading list of bare addresses) keeps it: it is all the syllabus names.
 */
import { stripTrailing } from './text';

/** A web address with its scheme or `www.`, up to the next space (no quantifier over a group). */
const ADDRESS = /(?:https?:\/\/|www\.)[^\s<>"()[\]]+/gi;
/** A bare domain name ending the title after a comma or point (`…, perma.cc`): an archive link's label. */
const TRAILING_DOMAIN = /[,.;]\s[a-z0-9-]{2,30}\.[a-z]{2,4}$/;
/** A word of two letters or more: what a title needs to stand without its address. */
const WORD = /[A-Za-z]{2,}/g;

const hasWords = (text: string) => (text.match(WORD) ?? []).length >= 2;

/** The title without its web addresses, when at least two words remain; else the title as it was. */
export function withoutAddresses(title: string): string {
  const domain = TRAILING_DOMAIN.exec(title);
  const cut = domain ? title.slice(0, domain.index + 1) : title;
  if (!cut.includes('://') && !/\bwww\./i.test(cut))
    return domain && hasWords(cut) ? stripTrailing(cut, ' ,;:–—-').trim() : title;
  const rest = cut
    .replace(ADDRESS, ' ')
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .trim();
  if (!hasWords(rest)) return title;
  return stripTrailing(rest, ' ,;:–—-').trim();
}
