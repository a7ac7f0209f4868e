/**
 * The end of a reading block on a web page's class page: a bare label (`Reading`), the assignment on the
 * next line (`Chapter 1 (full). Skim front matter.`), then the page's next section, whose title stands
 * alone between blank lines (`Time budget`, `Cold call`, `Notes`). A plain (unbulleted) block runs until a
 * heading, so without the section title marked as one, every line of the rest of the page (time budgets,
 * prose, slide controls) is read as a labelled reading. Marked only when the block already holds an item
 * that ends a sentence, and the title is a short capitalised phrase with no digit or colon.
 */
import type { PreparedLine } from './prepare';
import { READING_BLOCK_LABEL } from './layouts/patterns';

/** `Time budget`, `Cold call`, `Notes`, `Why we are here`: one to four words, only the first capitalised. */
const SECTION_TITLE = /^[A-Z][a-z]+(?: [a-z]+){0,3}$/;

const blank = (l: PreparedLine | undefined) => l === undefined || l.text.trim() === '';

export function markSectionsAfterReadingBlocks(lines: PreparedLine[]): void {
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]!.bullet || !READING_BLOCK_LABEL.test(lines[i]!.text.trim())) continue;
    let lastItem = '';
    for (let j = i + 1; j < lines.length; j++) {
      const l = lines[j]!;
      const t = l.text.trim();
      if (!t) continue;
      if (l.heading || l.bullet || READING_BLOCK_LABEL.test(t)) break;
      if (/[.!?]$/.test(lastItem) && SECTION_TITLE.test(t) && blank(lines[j - 1]) && blank(lines[j + 1])) {
        l.heading = true;
        break;
      }
      lastItem = t;
    }
  }
}
