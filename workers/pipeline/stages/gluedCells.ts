/**
 * Two table cells that come out of pdf.js as one text item. A header whose first two cells are single
 * words set close together (`Week` `Dates`) can be one item, `WeekDates`, with no space: the chunk
 * starts at one column and runs across the start of the next, so the header has one cell fewer than
 * the rows below it and every header name after it stands over the wrong column.
 *
 * A chunk that reaches past the next column's start by more than the alignment slack, and whose text
 * is two capitalised words glued together (one lowercase-to-uppercase turn, no space), is split there:
 * the first word stays in its column, the second goes to the next.
 */

import type { Chunk } from './tableRows';

/** `WeekDates`, `DateTopic`: two capitalised words of three letters or more with no space between (not `McGraw`). */
const GLUED_WORDS = /^([A-Z][a-z]{2,15})([A-Z][a-z]{2,15})$/;

/** The chunk's text as the cells it covers: two when it is two glued words across a column start. */
export function gluedCells(chunk: Chunk, next: number | undefined, align: number): string[] {
  if (next === undefined || chunk.x1 <= next + align) return [chunk.text];
  const m = GLUED_WORDS.exec(chunk.text);
  return m ? [m[1]!, m[2]!] : [chunk.text];
}
