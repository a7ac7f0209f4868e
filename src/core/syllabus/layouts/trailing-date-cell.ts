/**
 * A table flattened one cell a line (a web page's table copied as text), its rows kept apart by lines of
 * bare bars (`||`, `||||`) or rule lines, whose DATE CELL stands after the row's other cells and only on
 * the first row of each class (`Introduction |` / `1-2 |` / `Tues.,` / `Jan. 19 |` / `||`, then undated
 * rows). Read in order, the date would head the rows AFTER it, so the row it belongs to fell under the
 * class before. The date cell's lines (a month-day closed by its bar, the weekday alone on the line above
 * it or not) are moved to the top of their own row: the row and the undated rows below it belong to
 * that class. One output line per input line (the row's lines are only reordered).
 */
import { MONTH_PATTERN, WEEKDAY_PATTERN } from '../dates';
import { isTableRule } from '../text';

/** A date cell closed by its bar: `Jan. 19 |`, `Tues., Jan 26 |` (bounded repeats only). */
const DATE_CELL = new RegExp(
  `^\\s{0,40}(?:${WEEKDAY_PATTERN}\\.?,?\\s{1,4})?${MONTH_PATTERN}\\.?\\s{1,4}\\d{1,2}(?:,?\\s{1,4}\\d{4})?\\s{0,40}\\|\\s{0,40}$`,
  'i',
);
/** A weekday alone on its line, the first line of a date cell wrapped in two (`Tues.,`). */
const WEEKDAY_LINE = new RegExp(`^\\s{0,40}${WEEKDAY_PATTERN}\\.?,?\\s{0,40}$`, 'i');

/** A line between two rows: blank, a bare-bar line (`||`) or a rule line (`|---|---|`). */
const isRowBreak = (text: string) => !text.trim() || isTableRule(text);

/** How many lines a row may hold (its cells wrapped one a line); a longer run is no row. */
const MAX_ROW_LINES = 16;

/** The first line of the date cell of the row `[start, end)`, when it is not the row's first line. */
function trailingDateStart(texts: string[], start: number, end: number): [number, number] | null {
  for (let j = start + 1; j < end; j++) {
    if (!DATE_CELL.test(texts[j]!)) continue;
    const from = j - 1 > start && WEEKDAY_LINE.test(texts[j - 1]!) ? j - 1 : j;
    return [from, j + 1];
  }
  return null;
}

/** The text with each row's trailing date cell moved to the top of its row. */
export function trailingDateCells(texts: string[]): string[] {
  if (!texts.some((t) => /^\s*\|{2,6}\s*$/.test(t))) return texts;
  let out: string[] | null = null;
  let i = 0;
  while (i < texts.length) {
    if (isRowBreak(texts[i]!)) {
      i++;
      continue;
    }
    let end = i;
    while (end < texts.length && !isRowBreak(texts[end]!)) end++;
    const date =
      end - i <= MAX_ROW_LINES && !WEEKDAY_LINE.test(texts[i]!) ? trailingDateStart(texts, i, end) : null;
    if (date) {
      out ??= texts.slice();
      const [from, to] = date;
      const moved = [...texts.slice(from, to), ...texts.slice(i, from)];
      out.splice(i, to - i, ...moved);
    }
    i = end;
  }
  return out ?? texts;
}
