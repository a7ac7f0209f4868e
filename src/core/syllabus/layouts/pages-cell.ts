/**
 * A pipe table whose header names both a reading column and a pages column: `Class | Chapter | Pages`
 * over `1 | Chapter 1 What Is International Law? | 1-16,22-32`. The reading cell names the chapter,
 * the pages cell says which of its pages are read, so the row's reading is the chapter with those
 * pages. A pages cell may go on after its ranges with more material (`62-86,90-92 Materials: UN
 * Charter, Supp 1-28`): only the leading ranges are the chapter's pages, the rest is read on its own.
 */

import { READING_LABEL } from './patterns';

/** The page ranges at the start of a pages cell and what follows them. */
export interface LeadingPages {
  pages: string;
  rest: string;
}

const RANGE = /^(\d{1,4})(?:\s*[-–]\s*(\d{1,4}))?/;

/** `62-86,90-92 Materials: UN Charter` -> pages `62-86, 90-92`, rest `UN Charter`; null without a leading range. */
export function leadingPages(cell: string): LeadingPages | null {
  let text = cell.trim();
  const ranges: string[] = [];
  for (;;) {
    const m = RANGE.exec(text);
    if (!m) break;
    ranges.push(m[2] ? `${m[1]}-${m[2]}` : m[1]!);
    text = text.slice(m[0].length);
    const sep = /^\s*,\s*(?=\d)/.exec(text);
    if (!sep) break;
    text = text.slice(sep[0].length);
  }
  if (!ranges.length || /^\s*[-–.\d]/.test(text)) return null;
  return { pages: ranges.join(', '), rest: text.replace(/^[\s*;,]+/, '').replace(READING_LABEL, '') };
}

/** The reading text for a row's reading cell with the pages of its pages cell. */
export function withCellPages(reading: string, pages: LeadingPages): string {
  return `${reading}, pp. ${pages.pages}`;
}
