/**
 * `4/9/2013` alone on a line above `Reading # 1 …`, `Class 2 …` headings that carry no date: the day the
 * document was written or revised, not a class's. The line is the document's only dated line, a full date
 * with its year and nothing else, and two or more undated numbered classes follow it; it is then read as no
 * class (dated-heading.ts), so the classes keep their numbers as their weeks.
 */
import { findDate, leadingDate } from './dates';
import { CLASS_HEADING } from './layouts/patterns';
import { READING_NUMBER } from './layouts/reading-number';
import type { PreparedLine } from './prepare';

export function documentDateLine(lines: readonly PreparedLine[]): PreparedLine | null {
  let dated: PreparedLine | null = null;
  let classes = 0;
  for (const l of lines) {
    if (!l.text) continue;
    const numbered = CLASS_HEADING.test(l.text) || READING_NUMBER.test(l.text);
    if (numbered) {
      if (findDate(l.text)) return null;
      if (dated) classes++;
      continue;
    }
    const d = leadingDate(l.text);
    if (!d) continue;
    if (dated || classes || d.rest.trim() || d.date.year === undefined) return null;
    dated = l;
  }
  return dated && classes >= 2 ? dated : null;
}
