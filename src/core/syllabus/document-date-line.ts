/**
 * `4/9/2013` alone on a line above `Reading # 1 …`, `Class 2 …` headings that carry no date: the day the
 * document was written or revised, not a class's. The line is the document's only dated line, a full date
 * with its year and nothing else, and two or more undated numbered classes follow it; it is then read as no
 * class (dated-heading.ts), so the classes keep their numbers as their weeks. The same holds for a post's
 * date at the very top of the page (`Tuesday, October 14, 2031` over the post's title) over three or more
 * undated numbered items (`1. Text p. 4-19; Handout 1`): the day the post was written, the items its units.
 */
import { findDate, leadingDate } from './dates';
import { CLASS_HEADING } from './layouts/patterns';
import { READING_NUMBER } from './layouts/reading-number';
import type { PreparedLine } from './prepare';

/** `3. Casebook p. 40-52`: a numbered item (an assignment or a unit) of an undated list. */
const NUMBERED_ITEM = /^\d{1,2}[.)]\s+[A-Z"“]/;
/** Undated numbered items below a post's date at the very top of the page that make it the post's date. */
const MIN_TOP_ITEMS = 3;

export function documentDateLine(lines: readonly PreparedLine[]): PreparedLine | null {
  let dated: PreparedLine | null = null;
  let classes = 0;
  let items = 0;
  let first = true;
  let atTop = false;
  for (const l of lines) {
    if (!l.text) continue;
    const top = first;
    first = false;
    const numbered = CLASS_HEADING.test(l.text) || READING_NUMBER.test(l.text);
    if (numbered) {
      if (findDate(l.text)) return null;
      if (dated) classes++;
      continue;
    }
    if (!l.bullet && NUMBERED_ITEM.test(l.text)) {
      if (findDate(l.text)) return null;
      if (dated) items++;
      continue;
    }
    const d = leadingDate(l.text);
    if (!d) continue;
    if (dated || classes || items || d.rest.trim() || d.date.year === undefined) return null;
    dated = l;
    atTop = top;
  }
  if (!dated) return null;
  return classes >= 2 || (atTop && items >= MIN_TOP_ITEMS) ? dated : null;
}
