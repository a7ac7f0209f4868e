/**
 * A numbered assignment that lists its materials rather than naming a topic: `3. Text p. 87-115;
 * Handouts 3 and 4`, `5. Text p. 16-50`, `1. Smith essay (handout); Text pp. 4-12; Jones v. Park (Link)`.
 * One of its `;`-separated parts opens with a source word and its page range (`Text p. 87-115`, `Reader
 * pp. 4-9`), which says the item is a list of things to read: every part is one of the unit's readings,
 * read as a list item, and the item has no topic of its own.
 */
import { splitTopLevel } from './readings';

/** A source word (a capitalised word or an abbreviation), then `p.` / `pp.` / `pages` and a page range. */
const SOURCE_PAGE_RANGE = /^[A-Z][A-Za-z.]{0,20}\s{1,3}(?:pp?\.|pages?)\s?\d{1,4}\s?[-–]\s?\d{1,4}\b/;

/** The item's parts when it is a list of materials (a part opens with a source's page range), else null. */
export function materialListParts(text: string): string[] | null {
  const parts = splitTopLevel(text, ';')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.some((p) => SOURCE_PAGE_RANGE.test(p)) ? parts : null;
}
