import type { TextLine } from '../../../src/core/model';

/**
 * Which first (or last) lines of a PDF's pages are a running header (footer), told by their shape:
 * the text with its page number masked (pageFurniture.ts drops them).
 *
 * - The page number is masked as `Page 2 of 5` / `2 of 5`, and where the page's own number last stands
 *   as a word of its own (`March 3 3 cbna 4.0` on page 3 -> `March 3 # cbna 4.0`), unless a word that
 *   counts a schedule's parts comes before it (`Week 3` on page 3 is a heading, not furniture).
 * - A shape that is the first (last) line of at least half the pages, and of two pages or more, is
 *   running; so is one that is the first (last) line of at least half the pages of one side (odd or
 *   even page numbers), and of three pages or more: a book-style document prints one running header on
 *   its left pages (`6 author`) and another on its right pages (`reading list 7`).
 */

const PAGE_PHRASE = /page\s*\d{1,4}(?:\s*of\s*\d{1,4})?|\b\d{1,4}\s*of\s*\d{1,4}\b/gi;
/** A number after one of these words counts a schedule's parts (`Week 3` on page 3), not pages. */
const COUNTED = /^(?:week|class|session|lecture|meeting|day|unit|module|part|chapter|ch\.?|topic|no\.?|#)$/i;
const isPipeRow = (text: string) => text.trimStart().startsWith('|');

/** A line's text with its page number masked (see the module comment); other digits count. */
export function shapeOf(l: TextLine): string {
  const own = String(l.page);
  const words = l.text.trim().replace(PAGE_PHRASE, '#').split(/\s+/);
  const at = words.findLastIndex((word, i) => word === own && !COUNTED.test(words[i - 1] ?? ''));
  if (at >= 0) words[at] = '#';
  return words.join(' ');
}

/** How many pages, and of each side (odd, even page numbers), a shape opens (or closes). */
interface SideCounts {
  all: number;
  odd: number;
  even: number;
}

/** The running shapes among the lines `pick` takes from each page (see the module comment). */
export function runningShapes(
  pages: TextLine[][],
  pick: (p: TextLine[]) => TextLine | undefined,
): Set<string> {
  const counts = new Map<string, SideCounts>();
  for (const p of pages) {
    const l = pick(p);
    if (!l || isPipeRow(l.text)) continue;
    const shape = shapeOf(l);
    const c = counts.get(shape) ?? { all: 0, odd: 0, even: 0 };
    c.all++;
    if (l.page % 2) c.odd++;
    else c.even++;
    counts.set(shape, c);
  }
  const odd = pages.filter((p) => p[0]!.page % 2).length;
  const need = Math.max(2, Math.ceil(pages.length / 2));
  const needOdd = Math.max(3, Math.ceil(odd / 2));
  const needEven = Math.max(3, Math.ceil((pages.length - odd) / 2));
  return new Set(
    [...counts].filter(([, c]) => c.all >= need || c.odd >= needOdd || c.even >= needEven).map(([s]) => s),
  );
}
