import { leadingDate } from '../dates';

/**
 * A pipe table whose first column spans several rows on the page (an HTML `rowspan`: the weekday or the week
 * written once for the rows under it). Flattened to markdown, the rows under the spanning cell lose that
 * cell: their cells slide one column to the left and an empty cell pads the row's end
 * (`| Monday | Jan 28 | 1.3 | Vector Equations |` / `| Jan 30 | 1.4 | The Matrix Equation | |`).
 * Read only in a table whose second column holds dates in its full rows and whose first does not: a row
 * that ends in an empty cell and opens with a date there is given its empty first cell back, so its date,
 * section and topic stand under their headers again.
 */

interface Row {
  index: number;
  cells: string[];
}

/** `| a | b |` → its cells (trimmed); null for a line that is no pipe row or is the header rule. */
function pipeCells(text: string): string[] | null {
  if (!text.includes('|')) return null;
  const t = text.trim();
  if (t.length < 3 || t[0] !== '|' || t[t.length - 1] !== '|') return null;
  const cells = t
    .slice(1, -1)
    .split('|')
    .map((c) => c.trim());
  if (cells.every((c) => /^:?-{2,}:?$/.test(c))) return null;
  return cells.length >= 3 ? cells : null;
}

const isDate = (cell: string) => cell !== '' && leadingDate(cell) !== null;

/** The runs of consecutive pipe rows of one width (a header, its rule and its rows). */
function tables(texts: string[]): Row[][] {
  const out: Row[][] = [];
  let run: Row[] = [];
  for (let i = 0; i < texts.length; i++) {
    const cells = pipeCells(texts[i]!);
    const isRule = !cells && /^\|[\s|:-]+\|$/.test(texts[i]!.trim());
    if (isRule) continue;
    if (cells && (!run.length || run[0]!.cells.length === cells.length)) {
      run.push({ index: i, cells });
      continue;
    }
    if (run.length) out.push(run);
    run = cells ? [{ index: i, cells }] : [];
  }
  if (run.length) out.push(run);
  return out;
}

/** Shares of full rows (last cell filled) with a date in the first and in the second column. */
function dateColumns(rows: Row[]): { first: number; second: number; full: number } {
  const full = rows.filter((r) => r.cells[r.cells.length - 1] !== '');
  const first = full.filter((r) => isDate(r.cells[0]!)).length;
  const second = full.filter((r) => isDate(r.cells[1]!)).length;
  return { first, second, full: full.length };
}

/** A row that slid left under a spanning first cell: it ends empty and opens with a date. */
const slid = (r: Row) => r.cells[r.cells.length - 1] === '' && isDate(r.cells[0]!);

/** The document's lines with the rows of spanning-cell tables given their first cell back. */
export function restoreRowspanCells(texts: string[]): string[] {
  if (!texts.some((t) => t.includes('| |') || t.includes('||'))) return texts;
  let out: string[] | null = null;
  for (const table of tables(texts)) {
    const body = table.slice(1);
    const { first, second, full } = dateColumns(body);
    const moved = body.filter(slid);
    if (full < 2 || moved.length < 2 || second * 2 < full || first * 2 >= full) continue;
    out ??= texts.slice();
    for (const r of moved) out[r.index] = `| | ${r.cells.slice(0, -1).join(' | ')} |`;
  }
  return out ?? texts;
}
