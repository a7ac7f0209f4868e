/**
 * A table pasted one cell a line (an LMS or web page copied as text): the header's labels one a line
 * (`Lecture` / `Date` / `Topic` / `Reading`, a header naming a reading column), then each row's cells one
 * a line, the rows kept apart by blank lines (or by the table's rule lines, `|----+----|`). Each row is written as the pipe row it stands for on its
 * first line (its other lines left empty), so the pipe table layouts read it with its header; a row with
 * fewer cells than the header is lined up as a table flattened with gaps is (`alignGapRow`). The table
 * ends at a group of lines longer than the header or at a line alone between blank lines. One output
 * line per input line.
 */
import { type PipeColumn, pipeHeader } from '../columns';
import { isTableRule } from '../text';
import { cellLineColumns, opensRow } from './cell-line-columns';

/** A header label: a few words (at most four), no digits, no pipe, opening with a letter or `#`. */
const LABEL = /^[#A-Za-z][^\d|:]{0,40}$/;
const isLabel = (text: string) => LABEL.test(text) && text.split(' ').length <= 4;
const MAX_COLUMNS = 8;

/** A blank line, or a table's rule line (`|----+----|`, `+---+`) that a paste keeps between rows; dashes
 * alone (`--`, a cell with nothing that day; `:---:`, a separator cell) are no rule. */
const isBreak = (text: string) => !text.trim() || (isTableRule(text) && /[|+]/.test(text));

/** The lines from `start` up to the next blank line (at most `limit` of them). */
function group(texts: string[], start: number, limit = Number.POSITIVE_INFINITY): string[] {
  const out: string[] = [];
  for (let i = start; i < texts.length && out.length < limit && !isBreak(texts[i]!); i++)
    out.push(texts[i]!.trim());
  return out;
}

const asPipeRow = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** How many lines more than the header a row may have (a cell's `<br>` parts, one a line). */
const MAX_EXTRA_LINES = 3;
const MAX_CELL_LENGTH = 200;

/**
 * Whether a group of lines is a row of the table: two lines or more, no pipe; a group longer than the
 * header (a cell split into its `<br>` parts) must hold no long paragraph and open with the header's
 * first column (a class number or a date under `Lecture` or `Date`).
 */
function isRow(cells: string[], kinds: PipeColumn[]): boolean {
  if (cells.length < 2 || cells.some((c) => c.includes('|'))) return false;
  if (cells.length <= kinds.length) return true;
  return (
    cells.length <= kinds.length + MAX_EXTRA_LINES &&
    cells.every((c) => c.length <= MAX_CELL_LENGTH) &&
    opensRow(cells[0]!, kinds)
  );
}

/** The start of the next group of lines at or after `i`. */
function nextGroup(texts: string[], i: number): number {
  let at = i;
  while (at < texts.length && isBreak(texts[at]!)) at++;
  return at;
}

/**
 * The row's cells: as many lines as the header, one a cell; otherwise lined up by their shapes
 * (`cellLineColumns`: an empty cell left out, a cell's `<br>` parts one a line).
 */
const rowCells = (cells: string[], kinds: PipeColumn[]) =>
  cells.length === kinds.length ? cells : cellLineColumns(cells, kinds);

/** Writes the rows under the header group at `at`; returns the index after the table. */
function writeTable(texts: string[], out: string[], at: number, header: string[]): number {
  const kinds = pipeHeader(header)!;
  let i = at + header.length;
  const written: [number, string[]][] = [];
  while (i < texts.length) {
    i = nextGroup(texts, i);
    const cells = group(texts, i);
    // A line alone between rows is a row of one cell (a section title across the table).
    const alone = cells.length === 1 && written.length > 0 && cells[0]!.length <= MAX_CELL_LENGTH;
    if (!(alone && isRow(group(texts, nextGroup(texts, i + 1)), kinds)) && !isRow(cells, kinds)) break;
    written.push([i, cells]);
    i += cells.length;
  }
  if (written.length < 2) return at + 1;
  out[at] = asPipeRow(header);
  for (let k = 1; k < header.length; k++) out[at + k] = '';
  for (const [start, cells] of written) {
    out[start] = asPipeRow(rowCells(cells, kinds));
    for (let k = 1; k < cells.length; k++) out[start + k] = '';
  }
  return written[written.length - 1]![0] + written[written.length - 1]![1].length;
}

export function cellPerLineRows(texts: string[]): string[] {
  const out = texts.slice();
  let i = 0;
  while (i < texts.length) {
    const startsGroup = !isBreak(texts[i]!) && (i === 0 || isBreak(texts[i - 1]!));
    // A header has at most MAX_COLUMNS lines: a longer group is read no further than one line past them.
    const header = startsGroup ? group(texts, i, MAX_COLUMNS + 1) : [];
    if (header.length >= 2 && header.length <= MAX_COLUMNS && header.every(isLabel) && pipeHeader(header)) {
      i = writeTable(texts, out, i, header);
      continue;
    }
    i++;
  }
  return out;
}
