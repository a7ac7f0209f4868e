/**
 * A date cell written as two numbers joined by a hyphen, month first, under a table's Date column
 * (`08-22`, `9-5`), the weekday in a cell of its own before it (`Tues   08-22`). Out of a table the
 * shape is a page range; under a header that says the column holds dates it is a month and a day, so
 * the cell is rewritten as `Tues 8/22` for the dated-row reader. Only a month 1-12 and a day 1-31 are
 * read; anything else stays as written.
 */

import { cellsOf } from '../table';

const MONTH_DAY_HYPHEN = /^(\d{1,2})-(\d{1,2})$/;
const WEEKDAY_WORD = /^(?:mon|tues?|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?\.?$/i;

/** `08-22` as `8/22` (and the weekday cell before it, when there is one); null when the cell is no such date. */
export function numericDateCell(date: string, before: string | undefined): string | null {
  const m = MONTH_DAY_HYPHEN.exec(date.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const weekday = before && WEEKDAY_WORD.test(before.trim()) ? `${before.trim()} ` : '';
  return `${weekday}${month}/${day}`;
}

/**
 * The date cell of a fixed-width row rewritten by `numericDateCell`: its first month-day word, the word
 * before it (a weekday column merged into the date cell, `Tues 09-02`) or else the row's own cell before
 * it as the weekday. A row set a few characters off its header can pull the next cell into the date
 * column (`09-28 12`, the class number): only the date word is read.
 */
export function numericDateOfRow(raw: string, date: string): string | null {
  const words = date.split(' ');
  const i = words.findIndex((w) => MONTH_DAY_HYPHEN.test(w));
  if (i < 0) return null;
  if (i > 0) return numericDateCell(words[i]!, words[i - 1]);
  const cells = cellsOf(raw);
  const at = cells.findIndex((c) => c.text === words[0] || c.text.startsWith(`${words[0]} `));
  return numericDateCell(words[0]!, at > 0 ? cells[at - 1]!.text : undefined);
}

/**
 * A row whose date cell stands as far from the Date header as from the column before it (`Tues  11-21`
 * set a few characters left): the first month-day cell left of `before` (the next column's start).
 */
export function numericDateLeftOf(raw: string, before: number): string | null {
  const cells = cellsOf(raw);
  for (let i = 0; i < cells.length && cells[i]!.start < before; i++) {
    const date = numericDateCell(cells[i]!.text, i > 0 ? cells[i - 1]!.text : undefined);
    if (date) return date;
  }
  return null;
}
