/**
 * A schedule table flattened to text with single spaces between its cells, so its columns cannot be
 * cut at gaps: a header line that starts with a date column and ends with a reading column
 * (`Scheduled day On-line material Textbook Chapter`, `Month Day Philosopher(s) Reading`), then rows
 * that start with a date (`January 10 Pressure and buoyancy 14.1 - 14.4   Vol. 1`) or, under a dated
 * row, with a bare day of the same month (`4 Socrates Euthyphro, Apology, Crito`). Each row becomes a
 * pipe row `| date | topic | reading |` under a `| Date | Topic | Reading |` header, which the pipe
 * table layout reads. The reading is the reference run that ends the row (section or chapter numbers,
 * page ranges) when most rows end with one; otherwise the row's words after the date, unless they
 * are a single word (a topic such as `Introduction`). Runs before the lines are joined.
 */
import { MONTH_PATTERN, WEEKDAY_PATTERN } from '../dates';

const HEADER =
  /^(?:(?:class|scheduled|lecture|meeting)\s+(?:date|day)|month\s+day|day\s+date|date\s+day|date|day)\b[A-Za-z()/ -]{0,60}\b(?:readings?|reading assignments?|assignments?|textbook(?:\s+(?:chapters?|sections?|readings?))?|chapters?|sections?)$/i;
/** HEADER's first letter (class, scheduled, lecture, meeting, month, day, date): most lines fail it. */
const HEADER_START = /^[cslmd]/i;
/** A row's date: an optional weekday (`Wed.`, `Thu,`), a month and a day (`Sept. 3`). */
const DATED_ROW = new RegExp(
  `^((?:${WEEKDAY_PATTERN})\\.?,?\\s+)?(${MONTH_PATTERN})\\.?\\s+(\\d{1,2})\\b(.*)$`,
  'i',
);
const DAY_ROW = /^(\d{1,2})\s+([A-Z].*)$/;
/** A token of a trailing reference run: `14.1`, `-`, `1.3,`, `12.1-12.6`, `Ch.`, `pp.`. */
const REF_TOKEN = /^(?:[\d.,–-]*\d[\d.,–-]*|[–-]|ch(?:apters?|s)?\.?|pp?\.|pages?|sections?|§+)$/i;
/** A volume note after the reference (`Vol. 1`, `Vol.2`): not part of the reading. */
const VOLUME = /\s+vol\.?\s*\d{1,2}\s*$/i;

interface Row {
  date: string;
  words: string;
}

/** The reference run that ends `words` (`14.1 - 14.4`, `1.1 - 1.3, 2.2`), or ''. */
function trailingReference(words: string): string {
  const tokens = words.split(' ');
  let i = tokens.length;
  while (i > 0 && REF_TOKEN.test(tokens[i - 1]!)) i--;
  const run = tokens.slice(i);
  // A run must hold a number and leave a topic before it; a number after an abbreviation's point
  // (`Frank, Chap. 2`, `Bk. 3`) is that word's number, not a reference run of its own.
  if (i === 0 || !run.some((t) => /\d/.test(t)) || tokens[i - 1]!.endsWith('.')) return '';
  return run.join(' ');
}

function pipeRow(row: Row, byReference: boolean): string {
  // An undated line between dated rows (`Founders Days No Class`) is a topic row of its own.
  if (!row.date) return `|  | ${row.words} |  |`;
  const words = row.words.replace(VOLUME, '');
  const found = trailingReference(words);
  // Where most rows end with no reference, a lone whole number ending a row is the work's
  // (`Seneca, Letter 5`), not a reference cell.
  const ref = byReference || !/^\d+$/.test(found) ? found : '';
  if (byReference || ref) {
    const topic = ref ? words.slice(0, words.length - ref.length).trim() : words;
    return `| ${row.date} | ${topic} | ${ref} |`;
  }
  return words.includes(' ') ? `| ${row.date} |  | ${words} |` : `| ${row.date} | ${words} |  |`;
}

/** A short undated line between two dated rows (`Reading Days No Class`): a row of its own. */
function isBreakLine(text: string): boolean {
  return !/[\d:|]/.test(text) && text.split(' ').length <= 6;
}

/** Whether the next non-blank line after `at` is a dated row. */
function nextDated<T extends { raw: string }>(lines: T[], at: number): boolean {
  for (let i = at + 1; i < lines.length; i++) {
    const text = lines[i]!.raw.trim();
    if (text) return DATED_ROW.test(text.replace(/\s+/g, ' '));
  }
  return false;
}

/** Rows of the table that starts after `at` (its header); the index after the last row. */
function tableRows<T extends { raw: string }>(
  lines: T[],
  at: number,
): { rows: Map<number, Row>; end: number } {
  const rows = new Map<number, Row>();
  let month: string | null = null;
  let lastDay = 0;
  let i = at + 1;
  for (; i < lines.length; i++) {
    const text = lines[i]!.raw.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const dated = DATED_ROW.exec(text);
    const bare = dated ? null : DAY_ROW.exec(text);
    if (dated) {
      month = dated[2]!;
      lastDay = Number(dated[3]);
      rows.set(i, { date: `${dated[1] ?? ''}${month} ${lastDay}`, words: dated[4]!.trim() });
    } else if (month && isBreakLine(text) && nextDated(lines, i)) {
      rows.set(i, { date: '', words: text });
    } else if (bare && month) {
      const day = Number(bare[1]);
      if (day <= lastDay || day > 31) break;
      lastDay = day;
      rows.set(i, { date: `${month} ${day}`, words: bare[2]!.trim() });
    } else break;
  }
  return { rows, end: i };
}

/** Rewrites every single-space flattened schedule table in `lines` as pipe rows (in place). */
export function spacedDateRows<T extends { raw: string }>(lines: T[]): T[] {
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i]!.raw.trim();
    // A header with runs of spaces between its columns is a gap table (`gap-table-rows.ts`).
    if (head.length > 70 || !HEADER_START.test(head) || /[|]| {2}|\t/.test(head)) continue;
    if (!HEADER.test(head.replace(/\s+/g, ' '))) continue;
    const { rows, end } = tableRows(lines, i);
    if (rows.size < 3) continue;
    const withRef = [...rows.values()].filter((r) => trailingReference(r.words.replace(VOLUME, ''))).length;
    const byReference = withRef * 2 >= rows.size;
    lines[i] = { ...lines[i]!, raw: '| Date | Topic | Reading |' };
    for (const [at, row] of rows) lines[at] = { ...lines[at]!, raw: pipeRow(row, byReference) };
    i = end - 1;
  }
  return lines;
}
