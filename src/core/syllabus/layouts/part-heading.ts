/**
 * A course divided into parts: a free line `Part 1 – Philosophy of science` (a `Part`, `Unit` or
 * `Module` number, a dash or colon, a short title and nothing else) names the division the next
 * classes belong to; it is not a reading of the class above it. Read only where the line would
 * otherwise be prose (not a bullet, a table row or a line under a reading label), so a `Part II`
 * bullet in a reading list is still the classifier's to judge; a unit heading with its own date
 * range opens a session (span-heading.ts).
 */
import type { Layout } from './context';
import { inReadingBlock } from './reading-block';
import { BULLET, CELLS } from './line-shape';

const PART_HEADING = /^(?:part|unit|module)\s+(?:\d{1,2}|[IVX]{1,5})\s*[:–—-]{1,2}\s+(\S.*)$/i;
/** Anything a reading would carry: a number (pages, chapters, a year), quotes, a citation comma. */
const READING_MARK = /[\d"“”',;()[\]]/;
const MAX_TITLE_WORDS = 8;

export const partHeading: Layout = {
  name: 'part heading',
  shape: { lacks: BULLET | CELLS },
  read(l, ctx) {
    if (l.bullet || l.cells || inReadingBlock(l, ctx)) return null;
    const title = PART_HEADING.exec(l.text)?.[1];
    if (!title || READING_MARK.test(title) || title.split(/\s+/).length > MAX_TITLE_WORDS) return null;
    return 'unit heading';
  },
};
