/**
 * A table copied from a web page or a word processor and pasted as text keeps its cells apart by TABs
 * (`3\tM 9/8\tNegligence\tCB 145-160`), with no pipes and no separator row. Two or more consecutive
 * lines with a TAB between their words are such rows: each is written as the pipe row it stands for
 * (`| 3 | M 9/8 | Negligence | CB 145-160 |`, an empty cell kept where two TABs meet), so the pipe
 * table layouts read it with its header. A TAB right after a list mark (`-\tText`, `1.\tText`) is the
 * list's spacing, not a cell edge, and a TAB before the text is indentation; rows next to a line set on
 * a tab stop (`W (6)\tGenesis 1-12` / `\t\tExodus 1-16`) are a tab-stop layout, not a table, and stay as
 * they are, as do rows of two cells under no header. One output line per input line.
 */
import { pipeHeader } from '../columns';

/** A list mark alone before the first TAB: `-`, `*`, `•`, `1.`, `a)`. */
const LIST_MARK = /^(?:[-*+•◦▪]|\d{1,3}[.)]|[a-z][.)])$/i;

/** The text of a line without the spaces around it; its TABs, empty cells at its ends, are kept. */
function withoutSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === ' ') start++;
  while (end > start && text[end - 1] === ' ') end--;
  return text.slice(start, end);
}

/** The cells of a line holding a TAB between or after its words (an empty row is TABs only), or null. */
function tabCells(text: string): string[] | null {
  const cells = withoutSpaces(text)
    .split('\t')
    .map((c) => c.trim());
  if (cells.length < 2) return null;
  const first = cells.findIndex(Boolean);
  if (first >= 0 && LIST_MARK.test(cells[first]!)) return null;
  return tabStop(cells) ? null : cells;
}

/** TABs before a line's text and none after it (`\t\tExodus 1-16`): the line is set on a tab stop. */
const tabStop = (cells: string[]) => cells.filter(Boolean).length === 1 && cells[cells.length - 1] !== '';

/** A line set on a tab stop: the rows around it are a word processor's tab-stop layout, not a table. */
const onTabStop = (text: string | undefined) => text !== undefined && /^\t+\S/.test(text) && !tabCells(text);

const filled = (cells: string[]) => cells.filter(Boolean).length;

/**
 * Rows of three cells or more are a table; rows of two (`M (7)\tIntroduction`) are as often a list
 * aligned on one tab stop, so they are a table only under a header naming a reading column.
 */
function tableShape(rows: string[][]): boolean {
  return rows.some((r) => r.length >= 3) || pipeHeader(rows[0]!) !== null;
}

export function tabCellRows(texts: string[]): string[] {
  const cells = texts.map((t) => (t.includes('\t') ? tabCells(t) : null));
  const out = texts.slice();
  let i = 0;
  while (i < texts.length) {
    let end = i;
    let rows = 0;
    for (; cells[end]; end++) if (filled(cells[end]!) >= 2) rows++;
    if (
      rows >= 2 &&
      !onTabStop(texts[i - 1]) &&
      !onTabStop(texts[end]) &&
      tableShape(cells.slice(i, end) as string[][])
    )
      for (let k = i; k < end; k++) out[k] = `| ${cells[k]!.join(' | ')} |`;
    i = Math.max(end, i + 1);
  }
  return out;
}
