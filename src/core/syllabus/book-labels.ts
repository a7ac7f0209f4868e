/**
 * Book labels: a bracketed abbreviation naming the book a reading is in, defined elsewhere on the
 * page (`[IE] Ch.10.1--6, 16; [E] Ch.4.1--4, 7; Ch.5.1--12`). Each label opens one reading that runs
 * to the next label; the `;` inside it separates parts of the same book, not works.
 */
import { stripTrailing } from './text';
import { matchesOf } from './matches';

/** `[IE]`, `[E]`, `[CLRS]` before a chapter, section or page reference. */
const LABEL =
  /\[([A-Z][A-Za-z&]{0,5})\]\s*(?=(?:ch(?:apters?|s)?\.?|§|sec(?:tions?)?\.?|pp?\.|appendix|\d))/gi;
/** Bracketed notes that are no book: a link's kind, a status. */
const NOT_A_BOOK = /^(?:pdf|tba|tbd|new|draft|link|url|web|html|doc|ppt)$/i;

export interface BookSegment {
  label: string;
  text: string;
}

/** The text's book-labelled readings, or null when no label opens it. */
export function bookLabelSegments(text: string): BookSegment[] | null {
  const t = text.trim();
  const hits = matchesOf(LABEL, t).filter((m) => !NOT_A_BOOK.test(m[1]!));
  if (!hits.length || hits[0]!.index !== 0) return null;
  return hits.map((m, i) => ({
    label: m[1]!,
    text: stripTrailing(t.slice((m.index ?? 0) + m[0].length, hits[i + 1]?.index ?? t.length), ';,').trim(),
  }));
}
