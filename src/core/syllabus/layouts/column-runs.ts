/**
 * A table copied column by column (a browser's or a PDF reader's copy of a two-column table, or a
 * page set as parallel lists): a column's label alone on its line (`Topics`), all of that column's cells
 * one a line, then the next column's label (`Readings`) and its cells in the same order. The n-th cell
 * of each run belongs to the n-th row, so the runs are zipped back into the pipe rows they stand for
 * (`| Topics | Readings |`, `| Tort Liability | Essentials, Ch. 3 |`) and the pipe table layouts read
 * them with their header; the later runs' lines are left empty. One output line per input line.
 *
 * Only when the labels form a header that names a reading (or pages) column beside a topic, date or
 * number column, and every run holds the same number of cells (three or more): runs of unequal length
 * cannot be told apart row by row, so they are left as they are. A first column whose cells are
 * numbered in order (`1. Court and ...`, `2. ...`) keeps its numbers in a `#` column of their own, the
 * rows' class numbers (a lettered list, `a.` `b.` `c.`, counts the same way).
 */
import { columnKind, pipeHeader } from '../columns';
import { isLabel, MAX_COLUMNS } from './cell-line-header';

const MIN_ROWS = 3;
const MAX_ROWS = 60;
const MAX_CELL_LENGTH = 200;

const isBlank = (text: string | undefined) => text === undefined || !text.trim();

/** A list item's mark (`•`, `-`, `*`): a list under a `Topics` heading is no table column. */
const LIST_MARK = /^\s*[•●▪◦·*–—-]\s/;

/** A cell of a column run: a line of text that is no pipe row, no list item and no long paragraph. */
const isCell = (text: string) =>
  !isBlank(text) && !text.includes('|') && !LIST_MARK.test(text) && text.trim().length <= MAX_CELL_LENGTH;

interface Run {
  /** The index of the column's label line. */
  label: number;
  cells: string[];
}

/** The next line at or after `i` that is not blank. */
function nextFilled(texts: string[], i: number): number {
  let at = i;
  while (at < texts.length && isBlank(texts[at])) at++;
  return at;
}

/** A column's label: a label's shape (a few words, no digits) naming a kind of column (`Topics`, `Readings`). */
function isColumnLabel(text: string | undefined): boolean {
  const t = text?.trim();
  return !!t && isLabel(t) && columnKind(t) !== 'other';
}

/**
 * The first run, under the label at `label`: its cells up to a blank line or up to the next column's label
 * (whose index is returned as `next`).
 */
function firstRun(texts: string[], label: number): { run: Run; next: number } | null {
  const cells: string[] = [];
  let i = label + 1;
  for (; i < texts.length && isCell(texts[i]!) && cells.length <= MAX_ROWS; i++) {
    if (cells.length >= MIN_ROWS && isColumnLabel(texts[i])) break;
    cells.push(texts[i]!.trim());
  }
  const next = nextFilled(texts, i);
  if (cells.length < MIN_ROWS || cells.length > MAX_ROWS || !isColumnLabel(texts[next])) return null;
  // A header pasted one label a line (`Date` / `Day` / `Topic` / `Pre-reading`) is no column of cells.
  if (cells.filter(isColumnLabel).length * 2 >= cells.length) return null;
  return { run: { label, cells }, next };
}

/** The run of `count` cells under the label at `label`, or null when it holds fewer or runs on. */
function laterRun(texts: string[], label: number, count: number): Run | null {
  const cells = texts.slice(label + 1, label + 1 + count);
  if (cells.length !== count || !cells.every(isCell)) return null;
  // The run must end there: a blank line, the end, or a line of a label's shape (the next column or heading).
  const after = texts[label + 1 + count];
  if (!isBlank(after) && !isLabel(after!.trim())) return null;
  return { label, cells: cells.map((c) => c.trim()) };
}

/** The runs of a table copied column by column whose first label is at `label`, or null. */
function columnRuns(texts: string[], label: number): Run[] | null {
  const first = firstRun(texts, label);
  if (!first) return null;
  const runs = [first.run];
  const count = first.run.cells.length;
  let next = first.next;
  while (next < texts.length && runs.length < MAX_COLUMNS) {
    if (!isColumnLabel(texts[next])) break;
    const run = laterRun(texts, next, count);
    if (!run) break;
    runs.push(run);
    next = nextFilled(texts, next + 1 + count);
  }
  return runs.length >= 2 && pipeHeader(runs.map((r) => texts[r.label]!.trim())) ? runs : null;
}

/** `1. Court and ...` → [1, 'Court and ...'], `b) Torts` → [2, 'Torts']; null when the cell opens with no item number. */
function itemNumber(cell: string): [number, string] | null {
  const m = /^(?:(\d{1,2})|([a-z]))[.)]\s+(\S.*)$/.exec(cell);
  if (!m) return null;
  return [m[1] ? Number(m[1]) : m[2]!.charCodeAt(0) - 96, m[3]!];
}

/** The first column split into a `#` column and its text when its cells are numbered in order. */
function numberedColumn(cells: string[]): string[][] | null {
  const items = cells.map(itemNumber);
  if (!items.every((it, k) => it && (k === 0 || it[0] === items[k - 1]![0] + 1))) return null;
  return [items.map((it) => String(it![0])), items.map((it) => it![1])];
}

const asPipeRow = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** Writes the zipped rows over the first run's lines, empties the later runs' lines; the index after. */
function writeRows(texts: string[], out: string[], runs: Run[]): number {
  const labels = runs.map((r) => texts[r.label]!.trim());
  const numbered = numberedColumn(runs[0]!.cells);
  const header = numbered ? ['#', ...labels] : labels;
  const columns = numbered ? [...numbered, ...runs.slice(1).map((r) => r.cells)] : runs.map((r) => r.cells);
  const first = runs[0]!;
  out[first.label] = asPipeRow(header);
  first.cells.forEach((_, k) => {
    out[first.label + 1 + k] = asPipeRow(columns.map((c) => c[k]!));
  });
  for (const run of runs.slice(1)) for (let k = 0; k <= run.cells.length; k++) out[run.label + k] = '';
  const last = runs[runs.length - 1]!;
  return last.label + 1 + last.cells.length;
}

export function columnRunRows(texts: string[]): string[] {
  let out: string[] | null = null;
  let i = 0;
  while (i < texts.length) {
    const runs = isColumnLabel(texts[i]) ? columnRuns(texts, i) : null;
    if (runs) {
      out ??= texts.slice();
      i = writeRows(texts, out, runs);
    } else i++;
  }
  return out ?? texts;
}
