/**
 * A pandoc GRID TABLE (pandoc's markdown writer, Emacs table.el, reST grid tables):
 *
 *     +-------------------+------------------------------------------+
 *     | Week 2            | Peter Malanczuk, Akehurst's Modern       |
 *     |                   | International Law, Chapter 3.            |
 *     | Introduction to   |                                          |
 *     | International Law | Louis Henkin, How Nations Behave, 1979,  |
 *     |                   | p.39-87.                                 |
 *     +===================+==========================================+
 *
 * Every cell is wrapped over many lines, and a cell's paragraphs are set apart by empty cell lines, so each
 * physical line holds pieces of two works. A cell line is joined to the next only when it was wrapped (the
 * next line's first word would not have fitted in the column); a short line stays a line of its own. The table is rebuilt from its column boundaries (the `+` of the rule
 * lines), one output line per input line:
 *
 * - when its first row names the columns (`Date | Topic | Readings`, `columns.ts`), each row becomes one pipe row
 *   on its first line, a cell's paragraphs kept apart by `<br>` (the pipe-table layout reads it with its header);
 * - otherwise the first cell labels the row (`Week 2 Introduction to International Law`): it is written on the
 *   rule line above the row, and each paragraph of the other cells on its own first line, its wrapped lines
 *   joined - a heading over one line per work, which the week-heading and line layouts read.
 *
 * The other lines of the table become empty.
 */
import { pipeHeader } from './columns';

/** `+----+=====+:---:+`: only `+ - = :`, opened and closed by `+`, with a dash or an equals sign. */
function isGridRule(text: string): boolean {
  const t = text.trim();
  if (t.length < 3 || t[0] !== '+' || t[t.length - 1] !== '+' || !/[-=]/.test(t)) return false;
  for (const ch of t) if (ch !== '+' && ch !== '-' && ch !== '=' && ch !== ':') return false;
  return true;
}

const isGridRow = (text: string) => text.trimStart().startsWith('|') && text.trimEnd().endsWith('|');

/** The column boundaries: the positions of `+` in a rule line. */
function boundaries(rule: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < rule.length; i++) if (rule[i] === '+') out.push(i);
  return out;
}

/** The cell pieces of one row line, cut at the boundaries (or at its bars when a wide character shifted them). */
function pieces(line: string, bounds: readonly number[]): string[] {
  const aligned = bounds.every((b) => line[b] === '|');
  if (!aligned) {
    const parts = line.trim().slice(1, -1).split('|');
    if (parts.length === bounds.length - 1) return parts.map((p) => p.trim());
  }
  return bounds.slice(0, -1).map((b, k) => line.slice(b + 1, bounds[k + 1]).trim());
}

/**
 * A cell line wrapped into the next: the next line's first word would not have fitted after it. A short line
 * (`Read Chapter 1`, then `Complete Exercise 2`) is a line of its own, as a reST cell's lines often are.
 */
function wrapsInto(line: string, next: string, width: number): boolean {
  const word = next.split(' ', 1)[0]!.length;
  return line.length + 1 + word > width;
}

interface Paragraph {
  line: number;
  text: string;
}

/** One table row: per column, its paragraphs (a paragraph's wrapped lines joined), each with its first line. */
function rowCells(
  texts: readonly string[],
  from: number,
  to: number,
  bounds: readonly number[],
): Paragraph[][] {
  const cells: Paragraph[][] = bounds.slice(0, -1).map(() => []);
  const last = cells.map(() => '');
  for (let i = from; i < to; i++) {
    pieces(texts[i]!, bounds).forEach((piece, k) => {
      const cell = cells[k];
      if (!cell) return;
      const width = bounds[k + 1]! - bounds[k]! - 3;
      if (piece && last[k] && wrapsInto(last[k]!, piece, width)) cell[cell.length - 1]!.text += ` ${piece}`;
      else if (piece) cell.push({ line: i, text: piece });
      last[k] = piece;
    });
  }
  return cells;
}

interface Row {
  rule: number;
  from: number;
  to: number;
}

/** The rows of the table whose first rule is at `at`, and the index after its last rule. */
function tableRows(texts: readonly string[], at: number): { rows: Row[]; end: number } {
  const rows: Row[] = [];
  let rule = at;
  let i = at + 1;
  while (i < texts.length && isGridRow(texts[i]!)) {
    const from = i;
    while (i < texts.length && isGridRow(texts[i]!)) i++;
    if (i >= texts.length || !isGridRule(texts[i]!)) break;
    rows.push({ rule, from, to: i });
    rule = i;
    i++;
  }
  return { rows, end: rows.length ? rule + 1 : at + 1 };
}

const joined = (cell: readonly Paragraph[], sep: string) => cell.map((p) => p.text).join(sep);

export function gridTables(texts: string[]): string[] {
  if (!texts.some(isGridRule)) return texts;
  let out: string[] | null = null;
  let i = 0;
  while (i < texts.length) {
    if (!isGridRule(texts[i]!) || !isGridRow(texts[i + 1] ?? '')) {
      i++;
      continue;
    }
    const bounds = boundaries(texts[i]!);
    const { rows, end } = tableRows(texts, i);
    if (rows.length < 2 || bounds.length < 3) {
      i = end;
      continue;
    }
    const cells = rows.map((r) => rowCells(texts, r.from, r.to, bounds));
    const named = pipeHeader(cells[0]!.map((c) => joined(c, ' '))) !== null;
    out ??= [...texts];
    const o = out;
    for (let k = i; k < end; k++) o[k] = '';
    rows.forEach((r, n) => {
      const row = cells[n]!;
      if (named) o[r.from] = `| ${row.map((c) => joined(c, '<br>')).join(' | ')} |`;
      else {
        o[r.rule] = joined(row[0]!, ' ');
        for (const cell of row.slice(1)) for (const p of cell) o[p.line] = p.text;
      }
    });
    i = end;
  }
  return out ?? texts;
}
