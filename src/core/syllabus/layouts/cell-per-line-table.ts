/**
 * A table pasted one cell a line (an LMS or web page copied as text): the header's labels one a line
 * (`Lecture` / `Date` / `Topic` / `Reading`, a header naming a reading column), then each row's cells one
 * a line, the rows kept apart by blank lines (or by the table's rule lines, `|----+----|`). Each row is written as the pipe row it stands for on its
 * first line (its other lines left empty), so the pipe table layouts read it with its header; a row with
 * fewer cells than the header is lined up as a table flattened with gaps is (`alignGapRow`). The table
 * ends at a group of lines longer than the header or at a line alone between blank lines. One output
 * line per input line.
 */
import type { PipeColumn } from '../columns';
import { isTableRule } from '../text';
import { cellLineColumns, opensRow } from './cell-line-columns';
import { headerKinds, headerStarts } from './cell-line-header';

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
 * Whether a group of lines is a row of the table: two lines or more, no pipe, no header of its own; a group longer than the
 * header (a cell split into its `<br>` parts) must hold no long paragraph and open with the header's
 * first column (a class number or a date under `Lecture` or `Date`); under a header naming no reading
 * column (a weekday grid) only when that first column is a class number or a date.
 */
function isRow(cells: string[], kinds: PipeColumn[]): boolean {
  if (cells.length < 2 || cells.some((c) => c.includes('|'))) return false;
  // A group of labels that is a header itself (`Event` / `Date`) opens the next table.
  if (headerKinds(cells)) return false;
  if (cells.length <= kinds.length) return true;
  // Without a reading column, only a row opening with its class number or date may run longer.
  if (!kinds.some((k) => k === 'reading' || k === 'pages') && kinds[0] !== 'number' && kinds[0] !== 'date')
    return false;
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
  const kinds = headerKinds(header)!;
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

/** Writes the table under the first header of `starts` (in the group at `i`) that has rows; the index after it. */
function tableEnd(texts: string[], out: string[], i: number, lines: string[], starts: number[]) {
  for (const at of starts) {
    const end = writeTable(texts, out, i + at, lines.slice(at));
    if (end > i + at + 1) return end;
  }
  return undefined;
}

/** The longest group a header closes: the sentence above it, the header, nothing more. */
const MAX_GROUP = 16;

export function cellPerLineRows(texts: string[]): string[] {
  const out = texts.slice();
  let i = 0;
  while (i < texts.length) {
    const startsGroup = !isBreak(texts[i]!) && (i === 0 || isBreak(texts[i - 1]!));
    const lines = startsGroup ? group(texts, i, MAX_GROUP + 1) : [];
    const starts = lines.length >= 2 && lines.length <= MAX_GROUP ? headerStarts(lines) : [];
    const end = tableEnd(texts, out, i, lines, starts);
    if (end !== undefined) {
      i = end;
      continue;
    }
    i += Math.max(1, lines.length);
  }
  return out;
}
