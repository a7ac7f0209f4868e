/**
 * The venue closing an author-date entry after its quoted title: `Anna Lee. 2015. “Title.” Journal of
 * Routes 35: 249-264.`, `“Title.” The Good Society 11(1): 55-60.` The point inside the title's closing
 * quotes ends no sentence: the journal, its volume and the pages belong to the entry (the pages are the
 * article's), so the entry stays one reading instead of a title and a journal line holding the pages.
 * Only a rest that is nothing but a venue — capitalised words, a volume (an issue perhaps), a colon and a
 * page range, to the end — is joined.
 */
const VENUE_TAIL = /^[A-Z][^.;]{0,120}?\s\d{1,4}(?:\s?\(\d{1,3}\))?:\s?\d{1,5}\s?[-–]\s?\d{1,5}\.?$/;

/** Whether `candidate` ends with a quoted title and `rest` is only the venue with its volume and pages. */
export function isVenueTail(candidate: string, rest: string): boolean {
  // A venue is short: a long rest is no venue, and is not trimmed or scanned (this runs at every break).
  if (rest.length > 200 || !/[.!?]["”]\s*$/.test(candidate)) return false;
  return VENUE_TAIL.test(rest.trim());
}
