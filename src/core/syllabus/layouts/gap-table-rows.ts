/**
 * Rows of a table flattened with two spaces between cells (`Classes  Dates  Topics  Readings`, see
 * gapRows in prepare.ts) that do not fill every column:
 *
 * - a row that leaves out its leading cells is lined up on the right when its last cell is a
 *   reading reference and the header's last column is the reading: `Commencing the Action  Ch. 8`
 *   (a row's topic and reading carried onto a line of their own) fills Topics and Readings, not
 *   Classes and Dates; otherwise a row whose first cell is no class number leaves out that column
 *   only (`M 09.16  Topic  Ch. 3`).
 */
import { BOOK_PART } from '../signals';
import type { PipeColumn } from '../columns';
import { findPages } from '../pages';

const NUMBER_CELL = /^\d{1,3}(?:\s*[,&]\s*\d{1,3})*$/;
const isReference = (cell: string) => findPages(cell) !== null || BOOK_PART.test(cell);

export function alignGapRow(cells: string[], header: PipeColumn[]): string[] {
  const missing = header.length - cells.length;
  if (missing <= 0) return cells;
  if (
    header[header.length - 1] === 'reading' &&
    isReference(cells[cells.length - 1]!) &&
    !NUMBER_CELL.test(cells[0]!)
  )
    return [...new Array<string>(missing).fill(''), ...cells];
  return header[0] === 'number' && !NUMBER_CELL.test(cells[0]!) ? ['', ...cells] : cells;
}
