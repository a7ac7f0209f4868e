/**
 * A table pasted one cell a line (an LMS or web page copied as text): the header's labels one a line
 * (`Lecture` / `Date` / `Topic` / `Reading`, a header naming a reading column), then each row's cells one
 * a line, the rows kept apart by blank lines. Each row is written as the pipe row it stands for on its
 * first line (its other lines left empty), so the pipe table layouts read it with its header; a row with
 * fewer cells than the header is lined up as a table flattened with gaps is (`alignGapRow`). The table
 * ends at a group of lines longer than the header or at a line alone between blank lines. One output
 * line per input line.
 */
import { pipeHeader } from '../columns';
import { alignGapRow } from './gap-table-rows';

/** A header label: a few words (at most four), no digits, no pipe, opening with a letter or `#`. */
const LABEL = /^[#A-Za-z][^\d|:]{0,40}$/;
const isLabel = (text: string) => LABEL.test(text) && text.split(' ').length <= 4;
const MAX_COLUMNS = 8;

/** The lines from `start` up to the next blank line (at most `limit` of them). */
function group(texts: string[], start: number, limit = Number.POSITIVE_INFINITY): string[] {
  const out: string[] = [];
  for (let i = start; i < texts.length && out.length < limit && texts[i]!.trim(); i++)
    out.push(texts[i]!.trim());
  return out;
}

const asPipeRow = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** Writes the rows under the header group at `at`; returns the index after the table. */
function writeTable(texts: string[], out: string[], at: number, header: string[]): number {
  const kinds = pipeHeader(header)!;
  let i = at + header.length;
  let rows = 0;
  const written: [number, string[]][] = [];
  while (i < texts.length) {
    while (i < texts.length && !texts[i]!.trim()) i++;
    const cells = group(texts, i);
    if (cells.length < 2 || cells.length > header.length || cells.some((c) => c.includes('|'))) break;
    written.push([i, cells]);
    rows++;
    i += cells.length;
  }
  if (rows < 2) return at + 1;
  out[at] = asPipeRow(header);
  for (let k = 1; k < header.length; k++) out[at + k] = '';
  for (const [start, cells] of written) {
    out[start] = asPipeRow(alignGapRow(cells, kinds));
    for (let k = 1; k < cells.length; k++) out[start + k] = '';
  }
  return written[written.length - 1]![0] + written[written.length - 1]![1].length;
}

export function cellPerLineRows(texts: string[]): string[] {
  const out = texts.slice();
  let i = 0;
  while (i < texts.length) {
    const startsGroup = texts[i]!.trim() !== '' && (i === 0 || !texts[i - 1]!.trim());
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
