import type { TextLine } from '../../../src/core/model';
import { runningShapes, shapeOf } from './runningShapes';

/**
 * A word processor's page furniture, dropped from a PDF's text lines: the running header and footer
 * (course line, version date, `Page 2 of 5`) printed at the top and bottom of every page, and a
 * table's header rows repeated at the top of each page it continues on. Left in, they sit between the
 * last row of one page and the first row of the next, so a schedule table reads as several tables
 * (the later ones without their header) and a date in the running header reads as a class date.
 *
 * - A first or last line of a page whose text, its page number aside, is the first (or last) line of
 *   at least half the pages, and of two pages or more, is a running header (footer); so is one of at
 *   least half the pages of one side, three or more, a book's left and right headers (runningShapes.ts).
 *   A pipe row is not (a table's header repeated on each page is handled below, and kept where the
 *   table starts).
 * - A first or last line that is only a page number (`3`, `Page 3`, `Page 3 of 5`, `3 / 5`, `- 3 -`)
 *   is dropped on any page, a one-page document included.
 * - Pipe rows at the top of a page (after its header) equal to the rows that opened a table on an
 *   earlier page are that table's repeated header.
 *
 * Where furniture stood between two pages, a blank line takes its place (as the footer and header
 * kept the last line of one page from reading as wrapped into the first of the next), unless both
 * lines are rows of one table, which goes on across the page break.
 */

const PAGE_NUMBER = /^(?:page\s*)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?$/i;
const DASHED_NUMBER = /^[-–—]\s*\d{1,4}\s*[-–—]$/;
/** Header rows of a table looked for again on later pages. */
const MAX_HEAD_ROWS = 3;

export const isPageNumber = (text: string) => {
  const t = text.trim();
  return PAGE_NUMBER.test(t) || DASHED_NUMBER.test(t);
};

const isPipeRow = (text: string) => text.trimStart().startsWith('|');

function byPage(lines: TextLine[]): TextLine[][] {
  const pages: TextLine[][] = [];
  for (const l of lines) {
    const page = pages.at(-1);
    if (page && page[0]!.page === l.page) page.push(l);
    else pages.push([l]);
  }
  return pages;
}

/** A page without its running header and footer and page-number lines at either end. */
function withoutRunning(page: TextLine[], heads: Set<string>, feet: Set<string>): TextLine[] {
  let start = 0;
  let end = page.length;
  if (start < end && (heads.has(shapeOf(page[start]!)) || isPageNumber(page[start]!.text))) start++;
  if (start < end && (feet.has(shapeOf(page[end - 1]!)) || isPageNumber(page[end - 1]!.text))) end--;
  return page.slice(start, end);
}

/** The rows that open each table on a page (a pipe row after a line that is not one), as texts. */
function tableHeads(page: TextLine[]): string[][] {
  const heads: string[][] = [];
  page.forEach((l, i) => {
    if (!isPipeRow(l.text) || (i > 0 && isPipeRow(page[i - 1]!.text))) return;
    const rows: string[] = [];
    for (let k = i; k < page.length && rows.length < MAX_HEAD_ROWS && isPipeRow(page[k]!.text); k++) {
      rows.push(page[k]!.text.trim());
    }
    heads.push(rows);
  });
  return heads;
}

/** How many of a page's first lines repeat, row for row, the start of an earlier table. */
function repeatedHeadRows(page: TextLine[], seen: string[][]): number {
  let best = 0;
  for (const head of seen) {
    let n = 0;
    while (n < head.length && n < page.length && page[n]!.text.trim() === head[n]) n++;
    best = Math.max(best, n);
  }
  return best;
}

/** The lines without page furniture (see the module comment); every other line is kept as it is. */
export function dropPageFurniture(lines: TextLine[]): TextLine[] {
  const pages = byPage(lines);
  const heads = pages.length >= 2 ? runningShapes(pages, (p) => p[0]) : new Set<string>();
  const feet = pages.length >= 2 ? runningShapes(pages, (p) => p.at(-1)) : new Set<string>();
  const seen: string[][] = [];
  const out: TextLine[] = [];
  let dropped = false;
  for (const page of pages) {
    const body = withoutRunning(page, heads, feet);
    const kept = body.slice(repeatedHeadRows(body, seen));
    seen.push(...tableHeads(body));
    const first = kept[0];
    const last = out.at(-1);
    dropped ||= body[0] !== page[0];
    if (first && last && dropped && !(isPipeRow(first.text) && isPipeRow(last.text))) {
      out.push({ text: '', page: first.page, line: first.line });
    }
    out.push(...kept);
    dropped = body.at(-1) !== page.at(-1);
  }
  return out;
}
