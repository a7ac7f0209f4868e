/**
 * A markdown pipe table whose rows run over several lines (an HTML page's text converted with its
 * cells' own line breaks kept): `1 | 9 Jan | Topic |` / `Reading: Author (1908) 'Title'` / `|` /
 * `DQ-1 |`. A row starts with a line whose first cell is a number or a date; the lines after it, up
 * to the next row or the end of the table, are the rest of its cells, and are joined onto it while it
 * has fewer cells than the header. A row that leaves out the leading columns (a week written on its
 * first row only: `Thursday, Sept 5 | Lecture 2 | …` under `Week | Tutorial | Date | …`) gets empty
 * cells before its date, so it lines up with the header. Runs before the lines are joined.
 */
import { type PipeColumn, pipeHeader } from '../columns';
import { leadingDate } from '../dates';

const NUMBER_CELL = /^\d{1,3}$/;

/** The cells of a pipe line, without the outer pipes. */
function cellsOf(raw: string): string[] {
  let t = raw.trim();
  if (t.startsWith('|')) t = t.slice(1);
  if (t.endsWith('|')) t = t.slice(0, -1);
  return t.split('|').map((c) => c.trim());
}

/** The column a row's first cell fills: its number column or, for a date, the date column. */
function rowStart(raw: string, kinds: PipeColumn[]): number {
  if (!raw.includes('|')) return -1;
  const first = cellsOf(raw)[0] ?? '';
  if (NUMBER_CELL.test(first) && kinds[0] === 'number') return 0;
  if (!leadingDate(first)) return -1;
  const date = kinds.indexOf('date');
  return date >= 0 ? date : 0;
}

/** The number of header cells a row must fill (a trailing empty header cell does not count). */
function width(kinds: PipeColumn[], header: string): number {
  const cells = cellsOf(header);
  let n = cells.length;
  while (n > 0 && !cells[n - 1]) n--;
  return Math.min(n, kinds.length);
}

/** Joins the wrapped rows of every such table in `lines` (in place; joined lines become empty). */
export function joinWrappedPipeRows<T extends { raw: string }>(lines: T[]): T[] {
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i]!.raw;
    if (!head.includes('|')) continue;
    const kinds = pipeHeader(cellsOf(head));
    if (!kinds) continue;
    const full = width(kinds, head);
    // Rows are written in the header's style: with or without the outer '|'.
    const outer = head.trim().startsWith('|') ? '|' : '';
    let row = -1;
    let filled = 0;
    let j = i + 1;
    for (; j < lines.length; j++) {
      const raw = lines[j]!.raw;
      if (!raw.trim()) {
        // A blank line ends the table unless a pipe row follows it.
        if (!lines[j + 1]?.raw.includes('|')) break;
        continue;
      }
      const start = rowStart(raw, kinds);
      if (start >= 0) {
        row = j;
        const cells = cellsOf(raw);
        // Only a row short of the header's cells leaves out leading columns (`4/5 | Jan 28/30 | …`
        // is a full row whose class numbers read like a date).
        const shift = cells.length + start <= full ? start : 0;
        filled = shift + cells.length;
        if (shift > 0)
          lines[j] = { ...lines[j]!, raw: `${outer}${' |'.repeat(shift)} ${cells.join(' | ')} |` };
        continue;
      }
      const text = raw.trim();
      // A line that opens with '|' is a row of its own (one continuing the date above), not a fragment.
      const rowOfItsOwn = text.startsWith('|') && !/^[|\s]+$/.test(text);
      // In a table written with outer pipes, such a row may wrap too (an HTML table's cells keep their
      // line breaks: `| HW #1 1-24 | A.1` / `Review of Real Numbers | quiz` / `| |`): it opens a row.
      if (rowOfItsOwn && outer) {
        row = j;
        filled = cellsOf(raw).length;
        continue;
      }
      // A row written with outer pipes ends at its closing '|': its last cell may wrap too.
      const closed = !outer || lines[row]?.raw.trimEnd().endsWith('|') !== false;
      if (row < 0 || (filled >= full && closed) || rowOfItsOwn) {
        if (!raw.includes('|')) break;
        continue;
      }
      // A fragment of the open row: its text goes on the row's last cell, each '|' closes a cell.
      // A markdown link broken after its text (`[TB 1]` / `(https://…)`) is joined back without a space.
      const prev = lines[row]!.raw.trimEnd();
      const space = prev.endsWith(']') && text.startsWith('(') ? '' : ' ';
      lines[row] = { ...lines[row]!, raw: `${prev}${space}${text}` };
      lines[j] = { ...lines[j]!, raw: '' };
      filled = cellsOf(lines[row]!.raw).length;
    }
    i = j - 1;
  }
  return lines;
}
