/**
 * The columns of a table row pasted one cell a line whose line count is not the header's: a paste
 * leaves out an empty cell (`1` / `1/27` / `Course overview` / `[Lecture 1](…)` under `Lecture | Date |
 * Topic | Readings | Notes`: no reading that day) and writes each part of a cell split by `<br>` on a
 * line of its own (`**UML** 9.2` / `**ESL** 3.2`). The lines keep their order, so each goes to a column
 * at or after the one the line above went to; the columns are chosen by the shape of each line: a class
 * number, a date, a page or chapter reference, a link to slides, a link to a work (a topic's when it
 * is the first free line, else a reading's: `Topic` / `[Paper](…)` / `[Paper](…)`), free text. Scored over every way of
 * laying the lines out in order (a small dynamic programme: a row has a few lines, a header eight
 * columns at most); parts of one cell are joined by `<br>`, as the pipe row had them.
 */
import type { PipeColumn } from '../columns';
import { leadingDate, MONTH_PATTERN } from '../dates';
import { findPages } from '../pages';
import { BOOK_PART } from '../signals';

const NUMBER = /^\d{1,3}[a-z]?\.?$/;
const MONTH_ALONE = new RegExp(`^(?:${MONTH_PATTERN})\\.?$`, 'i');
/**
 * A section number, after a book's short name or not (`2.1 - 2.4`, `ESL 3.4, 7.10`), or a bold short
 * name and a number (`**UML** 12`); `EXAM 1` is no reference.
 */
const SHORT_REFERENCE = /^(?:\**[A-Z][A-Za-z&]{1,7}\**\s+)?\d{1,3}(?:\.\d{1,3})+\b|^\*\*[A-Z]{2,6}\*\*\s+\d/;
/**
 * A numeric date written with points, as a date column has it: `01.25`, `01.25-01.29`, `09.16.2025`
 * (a month with its leading zero, or a range of two): `1.7` or `11.12` alone is a section number.
 */
const DOTTED_DATE = /^(?:0\d|1[0-2])\.[0-3]\d(?:\.\d{2,4})?(?:\s?[-–]\s?[01]?\d\.[0-3]\d(?:\.\d{2,4})?)?$/;
const isDottedDate = (line: string) => DOTTED_DATE.test(line) && (line.startsWith('0') || /[-–]/.test(line));
const LINK_ONLY = /^\[[^\]]*\]\([^)\s]*\)$/;
/** A link to what is shown or heard in class: slides, a lecture, a video, notes, a recording. */
const CLASS_MEDIA = /^\[(?:[^\]]*\b)?(?:slides?|lecture|video|notes|recording|handout)\b/i;
/** The most lines one cell of free text is split into. */
const MAX_PARTS = 4;

type Shape = 'number' | 'date' | 'month' | 'reference' | 'media' | 'link' | 'text';

function shapeOf(line: string): Shape {
  if (NUMBER.test(line)) return 'number';
  if (MONTH_ALONE.test(line)) return 'month';
  const date = leadingDate(line);
  if ((date && date.rest.length <= 12) || isDottedDate(line)) return 'date';
  if (LINK_ONLY.test(line)) return CLASS_MEDIA.test(line) ? 'media' : 'link';
  if (findPages(line) !== null || BOOK_PART.test(line) || SHORT_REFERENCE.test(line)) return 'reference';
  return 'text';
}

/** How well a line of this shape fits a column of this kind (above 0 fits, below 0 does not). */
const FIT: Record<PipeColumn, Record<Shape, number>> = {
  number: { number: 3, date: -4, month: -4, reference: -4, media: -4, link: -4, text: -4 },
  date: { number: -2, date: 3, month: -2, reference: -4, media: -4, link: -4, text: -4 },
  month: { number: -4, date: -2, month: 3, reference: -4, media: -4, link: -4, text: -4 },
  reading: { number: -3, date: -3, month: -3, reference: 2, media: -1, link: 0.9, text: 0.5 },
  pages: { number: -1, date: -3, month: -3, reference: 2, media: -3, link: -2, text: -2 },
  topic: { number: -3, date: -3, month: -3, reference: -0.5, media: -1, link: 1, text: 1 },
  other: { number: -2, date: -2, month: -2, reference: 0, media: 1, link: 0.3, text: 0.3 },
};
/** Columns a cell of several lines can be: free text and references, not a number or a date. */
const MULTI_LINE: ReadonlySet<PipeColumn> = new Set(['reading', 'topic', 'other']);
const EXTRA_PART = -1;
/** What leaving a column empty costs, per column after it: a tie goes to the later empty column. */
const EMPTY_EARLY = 0.01;
/** A further line of a cell; a link after a topic's first line is the reading's, not the topic's. */
const extraPart = (kind: PipeColumn, shape: Shape) =>
  kind === 'topic' && shape === 'link' ? 2 * EXTRA_PART : EXTRA_PART;

/** The row's cells under the header (`lines` in order, each column taking none, one or a few). */
export function cellLineColumns(lines: readonly string[], header: readonly PipeColumn[]): string[] {
  const shapes = lines.map(shapeOf);
  const n = lines.length;
  const m = header.length;
  // best[c][j]: the best score of laying lines 0..j-1 into columns 0..c-1; take[c][j]: lines column c-1 took.
  const best: number[][] = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(-Infinity));
  const take: number[][] = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0));
  best[0]![0] = 0;
  for (let c = 0; c < m; c++) {
    const kind = header[c]!;
    const most = MULTI_LINE.has(kind) ? MAX_PARTS : 1;
    for (let j = 0; j <= n; j++) {
      const from = best[c]![j]!;
      if (from === -Infinity) continue;
      // A paste leaves out the empty cells; an empty cell is likelier near the row's end (notes, quizzes).
      let score = from - EMPTY_EARLY * (m - c);
      for (let k = 0; k <= most && j + k <= n; k++) {
        if (k === 1) score += EMPTY_EARLY * (m - c);
        if (k > 0) score += FIT[kind][shapes[j + k - 1]!] + (k > 1 ? extraPart(kind, shapes[j + k - 1]!) : 0);
        if (score > best[c + 1]![j + k]!) {
          best[c + 1]![j + k] = score;
          take[c + 1]![j + k] = k;
        }
      }
    }
  }
  if (best[m]![n] === -Infinity) return [...lines];
  const cells = new Array<string>(m).fill('');
  let j = n;
  for (let c = m; c > 0; c--) {
    const k = take[c]![j]!;
    cells[c - 1] = lines.slice(j - k, j).join('<br>');
    j -= k;
  }
  return cells;
}

/** Whether the row's first line fits the header's first column (a row opens with its key cell). */
export function opensRow(first: string, header: readonly PipeColumn[]): boolean {
  return FIT[header[0]!][shapeOf(first)] > 0;
}
