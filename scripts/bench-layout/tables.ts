/**
 * Pipe tables of a syllabus text and the ways a paste or an export writes them again: cells separated
 * by a TAB (a browser's copy of an HTML table), one cell a line (an LMS page pasted as text), cells set
 * in columns by runs of spaces (a fixed-width or PDF layout). The separator row goes in every one.
 */

/** A markdown separator row: `|---|:--:|`, `--- | ---` or `|--|--|` (GFM takes one dash a cell). */
const SEPARATOR = /^\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)+\|?$/;

const isSeparator = (line: string) => SEPARATOR.test(line.trim());

/** A row written with its outer pipes: `| a | b |`. */
function isFramedRow(line: string): boolean {
  const t = line.trim();
  return t.length > 2 && t.startsWith('|') && t.endsWith('|') && t.indexOf('|', 1) < t.length - 1;
}

/** The cells of a pipe row, its outer pipes dropped and each cell trimmed. */
export function cellsOf(line: string): string[] {
  let t = line.trim();
  if (t.startsWith('|')) t = t.slice(1);
  if (t.endsWith('|') && !t.endsWith('\\|')) t = t.slice(0, -1);
  return t.split(/(?<!\\)\|/).map((c) => c.trim());
}

export interface TableBlock {
  /** Index of the first row (the header when there is a separator). */
  start: number;
  /** One past the last row. */
  end: number;
}

/** A row of the table opened at a header and separator: pipes inside, outer ones optional. */
const isTableRow = (line: string, sepNext: boolean) =>
  isFramedRow(line) || isSeparator(line) || (sepNext && line.includes('|'));

/** Index of the next line after `j` that is not blank (lines.length when none). */
function nextFilled(lines: string[], j: number): number {
  let k = j;
  while (k < lines.length && lines[k]!.trim() === '') k++;
  return k;
}

/** After blank lines at `j` another row of the same table follows (not the header of a new one). */
function continuesAfterBlank(lines: string[], j: number): boolean {
  const k = nextFilled(lines, j);
  if (k === j || k >= lines.length || !isTableRow(lines[k]!, true)) return false;
  return !(k + 1 < lines.length && isSeparator(lines[k + 1]!));
}

/**
 * The pipe tables of the lines: a run of two framed rows or more, or a header, a separator row and the
 * rows under it (pipes inside, outer ones optional). Blank lines between the rows under a separator (an
 * export that puts one after every row) stay inside the table; the rewrite drops them with the separator.
 */
export function tableBlocks(lines: string[]): TableBlock[] {
  const blocks: TableBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const sepNext = i + 1 < lines.length && isSeparator(lines[i + 1]!) && lines[i]!.includes('|');
    if (!sepNext && !isFramedRow(lines[i]!)) {
      i++;
      continue;
    }
    let j = sepNext ? i + 2 : i;
    for (;;) {
      if (j < lines.length && isTableRow(lines[j]!, sepNext)) j++;
      else if (sepNext && continuesAfterBlank(lines, j)) j = nextFilled(lines, j);
      else break;
    }
    if (j - i >= 2) blocks.push({ start: i, end: j });
    i = Math.max(j, i + 1);
  }
  return blocks;
}

type RowWriter = (rows: string[][]) => string[];

function rewriteTables(text: string, write: RowWriter): string {
  const lines = text.split('\n');
  const blocks = tableBlocks(lines);
  if (blocks.length === 0) return text;
  const out: string[] = [];
  let at = 0;
  for (const b of blocks) {
    out.push(...lines.slice(at, b.start));
    const rows = lines
      .slice(b.start, b.end)
      .filter((l) => !isSeparator(l) && l.trim() !== '')
      .map(cellsOf);
    out.push(...write(rows));
    at = b.end;
  }
  out.push(...lines.slice(at));
  return out.join('\n');
}

/** Cells separated by one TAB, no pipes, no separator row. */
export const tabCells = (text: string) => rewriteTables(text, (rows) => rows.map((r) => r.join('\t')));

/** Each cell on a line of its own (a `<br>` inside a cell a line break too), a blank line after each row. */
export const cellPerLine = (text: string) =>
  rewriteTables(text, (rows) =>
    rows.flatMap((r) => [
      ...r.filter((c) => c !== '').flatMap((c) => c.split(/<br\s*\/?>/i).map((p) => p.trim())),
      '',
    ]),
  );

/** Cells padded to their column's width, columns three spaces apart, no pipes. */
export const spacedColumns = (text: string) =>
  rewriteTables(text, (rows) => {
    const widths: number[] = [];
    for (const r of rows)
      r.forEach((c, k) => {
        widths[k] = Math.max(widths[k] ?? 0, c.length);
      });
    return rows.map((r) =>
      r
        .map((c, k) => (k === r.length - 1 ? c : c.padEnd(widths[k]!)))
        .join('   ')
        .trimEnd(),
    );
  });
