/**
 * A schedule kept as a CSV data file that a course site renders (Jekyll `_data/schedule.csv`, a
 * spreadsheet export): a header row naming the columns (`num,date,day,slides,readings,assignments`),
 * then one record per class, a cell in double quotes running over several lines when it holds a
 * Markdown list (`"* [Ch 1. Title](url)\n* [Ch 3. Title](url)"`). Read line by line it is neither a table
 * nor a list; this rewrites it, one line for one line (source lines keep their numbers), into a pipe
 * table: the header row, then each record on its first line as `| cell | cell |`, a cell's lines joined
 * by `<br>` (its list markers dropped, its indented sub-items, which only detail the item above, and
 * its HTML comments left out); a record's other lines are left empty. The pipe-table layout then reads
 * the columns by their header. The file must be CSV through and through: a header naming a reading
 * column and a date, topic or number column, three records or more, every line part of a record. Quotes a
 * word processor made typographic (`“Wed, Jan 8”`) quote a cell as straight ones do.
 */
import { columnKind, type PipeColumn, pipeHeader } from '../columns';
import { contentCellLines, contentColumn } from './csv-content-column';

interface CsvRecord {
  /** Index of the record's first line. */
  first: number;
  /** Index of its last line. */
  last: number;
  cells: string[];
}

/** The records of the lines, quotes spanning lines; null when a quote is never closed. */
function csvRecords(lines: readonly string[]): CsvRecord[] | null {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  // Quotes a word processor made typographic (`“…”`, or `”…“` after a comma): the cell closes at a curly
  // quote before a comma or the line's end.
  let typographic = false;
  let first = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!quoted) {
      if (!line.trim()) continue;
      first = i;
      cells = [];
      cell = '';
    } else cell += '\n';
    for (let k = 0; k < line.length; k++) {
      const ch = line[k]!;
      if (quoted && typographic) {
        // A curly quote ends the cell only before a comma or the line's end: inside, it quotes a title.
        if ((ch === '”' || ch === '“') && /^\s*(?:,|$)/.test(line.slice(k + 1, k + 3))) quoted = false;
        else cell += ch;
      } else if (quoted) {
        if (ch !== '"') cell += ch;
        else if (line[k + 1] === '"') {
          cell += '"';
          k++;
        } else quoted = false;
      } else if ((ch === '"' || ch === '“' || ch === '”') && !cell.trim()) {
        quoted = true;
        typographic = ch !== '"';
      } else if (ch === ',') {
        cells.push(cell);
        cell = '';
      } else cell += ch;
    }
    if (!quoted) {
      cells.push(cell);
      records.push({ first, last: i, cells });
    }
  }
  return quoted ? null : records;
}

const LIST_MARK = /^(?:[-*+•]|\d{1,2}[.)])\s+/;
/** An item indented under another (two spaces or a tab, then a list marker): a detail of the item above. */
const SUB_ITEM = /^(?: {2,}|\t)(?:[-*+•]|\d{1,2}[.)])\s/;

/**
 * A cell's lines as one pipe cell: list markers dropped, sub-items and HTML comments left out, `<br>` between.
 * A content cell (csv-content-column.ts) also has its part lines joined and its works split at slashes.
 */
function cellText(cell: string, content = false): string {
  const parts: string[] = [];
  let comment = false;
  for (const line of cell.split('\n')) {
    if (comment) {
      if (line.includes('-->')) comment = false;
      continue;
    }
    const open = line.indexOf('<!--');
    if (open >= 0 && !line.includes('-->', open)) {
      comment = true;
      if (line.slice(0, open).trim()) parts.push(line.slice(0, open).trim());
      continue;
    }
    if (SUB_ITEM.test(line)) continue;
    const text = line.trim().replace(LIST_MARK, '').replace(/\|/g, '/');
    if (text) parts.push(text);
  }
  return (content ? contentCellLines(parts) : parts).join('<br>');
}

/** `4`, `4,5`, `15-17`: numbers of a list the file does not hold (the course's numbered readings). */
const NUMBER_LIST = /^\d{1,3}(?:\s*[,–-]\s*\d{1,3}){0,6}$/;

/**
 * The reading column when every cell in it is a bare number or a list of them, at least one of them a
 * single number or a comma list (a column of page ranges only is pages): the numbers of the course's
 * reading list, written back as `Reading no. 4,5` so they are neither pages nor dropped for want of letters.
 */
function numberedReadingColumn(rows: CsvRecord[], kinds: PipeColumn[]): number {
  const at = kinds.indexOf('reading');
  if (at < 0) return -1;
  const cells = rows.map((r) => (r.cells[at] ?? '').trim()).filter(Boolean);
  if (cells.length < 3 || !cells.every((c) => NUMBER_LIST.test(c))) return -1;
  return cells.some((c) => !/[–-]/.test(c)) ? at : -1;
}

/** The file's lines as a pipe table, one output line per input line, or null when it is no CSV schedule. */
export function csvScheduleLines(lines: readonly string[]): string[] | null {
  const head = lines.findIndex((l) => l.trim());
  if (head < 0 || !lines[head]!.includes(',') || /["“]/.test(lines[head]!)) return null;
  const records = csvRecords(lines);
  if (!records || records.length < 4) return null;
  const header = records[0]!.cells.map((c) => c.trim());
  if (header.length < 3 || header.some((h) => h.length > 40)) return null;
  const rows = records.slice(1);
  const content = pipeHeader(header)
    ? -1
    : contentColumn(
        header.map(columnKind),
        rows.map((r) => r.cells),
      );
  // The content column is named as the reading column it is read as.
  if (content >= 0) header[content] = 'Reading';
  const kinds = pipeHeader(header);
  if (!kinds) return null;
  if (rows.filter((r) => r.cells.length === header.length).length < rows.length * 0.8) return null;
  const numbered = numberedReadingColumn(rows, kinds);
  const out = lines.map(() => '');
  out[records[0]!.first] = `| ${header.join(' | ')} |`;
  for (const r of rows)
    out[r.first] =
      `| ${r.cells.map((c, i) => (i === numbered && c.trim() ? `${header[i]} no. ${c.trim()}` : cellText(c, i === content))).join(' | ')} |`;
  return out;
}
