/**
 * A Word table flattened to text with ` / ` between its cells, each row opened by its class date - a day-first
 * `23-Aug` or a month-first `Aug 23`, after the week's number on a week's first row only (`1 / 23-Aug /
 * Introductions / Chapter 1`, then `25-Aug / Topic / Chapter 2`) - with a row's cells wrapped over the lines
 * below it. Read as text, the rows ran together into one paragraph (no line opened by `23-Aug` starts a line of
 * its own) and no cell was apart from the next. Each row and the lines below it up to the next row become one
 * pipe row (`| 1 | 23-Aug | Introductions | Chapter 1 |`; a row without its week number gets an empty first cell,
 * so the date stays in its column); a line break inside a row is a cell boundary; a class date glued to the end
 * of the cell before it (`... reading25-Aug / Topic`) opens a row of its own. One output line per input line
 * (a row's later lines emptied, or holding the rows glued into it; the blank line above the first row, or
 * the first row's spare line, holds a header naming the columns by their places: `Week | Date | Topic | Reading`, the cells after the
 * topic read as the class's readings). Needs three rows opened by a date cell; other documents are untouched.
 */
import { MONTH_PATTERN } from '../dates';

/** A class date cell: `23-Aug`, `1-Sept.`, `Aug 23`, `Sept. 1`. */
const DATE_CELL = `(?:\\d{1,2}-${MONTH_PATTERN}\\.?|${MONTH_PATTERN}\\.?\\s{1,2}\\d{1,2})`;
/** A row's first line: an optional week number cell, then the date cell and its ` / ` (or `/`). */
const ROW_START = new RegExp(`^\\s{0,8}(?:(\\d{1,2})\\s{0,3}/\\s{0,3})?${DATE_CELL}\\s{0,3}/(?!\\d)`, 'i');
/** A class date glued to the letters of the cell before it, then its ` / `: `reading25-Aug / What ...`. */
const GLUED_ROW = new RegExp(`(?<=[a-z])(?=\\d{1,2}-${MONTH_PATTERN}\\.?\\s{0,3}/\\s)`, 'i');
/** A cell boundary: a slash with a space on at least one side (`a / b`, `a /b`, `a/ b`; not `Hinduism/Buddhism`). */
const CELL_BREAK = /\s{1,3}\/\s{0,3}|\/\s{1,3}/;
/** The header put above the rows: by the places of the columns, without and with the week number. */
const HEADER = ['| Date | Topic | Reading |', '| Week | Date | Topic | Reading |'] as const;
/** Rows opened by a date cell needed before the document is read as this layout. */
const MIN_ROWS = 3;
/** Lines below a row that may still be its cells; a longer run ends the table. */
const MAX_ROW_LINES = 6;

/** The cells of a row's text, empty ones left out. */
function rowCells(text: string): string[] {
  return text
    .split(CELL_BREAK)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** A pipe row of a row's pieces of text (one per line), a week number cell kept in the first column. */
function pipeRow(pieces: readonly string[], numbered: boolean): string {
  const cells = pieces.flatMap(rowCells);
  const hasNumber = ROW_START.exec(pieces[0] ?? '')?.[1] !== undefined;
  if (numbered && !hasNumber) cells.unshift('');
  return `| ${cells.join(' | ')} |`;
}

/** The text's lines with each ` / ` table row read as a pipe row; the text itself when it has no such table. */
export function slashCellRows(texts: string[]): string[] {
  let starts = 0;
  let numbered = false;
  for (const t of texts) {
    if (!t.includes('/')) continue;
    const m = ROW_START.exec(t);
    if (!m) continue;
    starts++;
    if (m[1] !== undefined) numbered = true;
  }
  if (starts < MIN_ROWS) return texts;
  const out = texts.slice();
  let headed = false;
  let i = 0;
  while (i < texts.length) {
    if (!ROW_START.test(texts[i]!)) {
      i++;
      continue;
    }
    let end = i + 1;
    while (
      end < texts.length &&
      end - i <= MAX_ROW_LINES &&
      texts[end]!.trim() &&
      !ROW_START.test(texts[end]!)
    )
      end++;
    const lines = texts.slice(i, end).map((t) => t.trim());
    // A later class glued to a cell: its date opens a row of its own, written on the same output line.
    const rows: string[][] = [[]];
    for (const line of lines) {
      const parts = line.split(GLUED_ROW);
      rows[rows.length - 1]!.push(parts[0]!);
      for (const p of parts.slice(1)) rows.push([p]);
    }
    // The table's first row: a header naming the columns goes on the blank line above it, or on the row's own
    // first line when the row has a line to spare.
    const header = !headed && (rows.length < end - i || (i > 0 && !texts[i - 1]!.trim()));
    if (header) out[rows.length < end - i ? i : i - 1] = HEADER[numbered ? 1 : 0];
    const first = header && rows.length < end - i ? i + 1 : i;
    headed = true;
    // Each row on a line of its own: the k-th on the row's k-th line, the last taking any rows left over.
    const slots = Math.min(rows.length, end - first);
    const placed = rows.slice(0, slots - 1).map((r) => [r]);
    placed.push(rows.slice(slots - 1));
    for (let j = first; j < end; j++) out[j] = '';
    placed.forEach((group, k) => {
      out[first + k] = pipeRow(group.flat(), numbered);
    });
    i = end;
  }
  return out;
}
