/**
 * A schedule table of three columns — date, topic, and a column of chapter (or page) numbers — flattened
 * by a Word or PDF export into one paragraph with single spaces, its header words run in:
 * `DATE January TOPIC CHAPTER Introduction 1 23 Cytology 4 30 DNA and RNA 7 February 1 TEST #1 1,4,7 6
 * Mitosis 8 ...`. Between two topics stands a run of bare numbers: the last is the next row's day of the
 * month (after a month name when the month changes), the ones before it the previous row's chapter cell.
 * The paragraph is written back as pipe rows under its header (`| DATE | TOPIC | CHAPTER |`), so the pipe
 * table layout reads the rows with the header's column meaning.
 *
 * Only read when the header names a date, a topic and a numbered column (each once, within a few words)
 * and six rows or more follow whose days run forward within each month; the table ends at the first run
 * of numbers without such a day, and the rest of the paragraph stays prose. Word by word: no backtracking.
 */
import { MONTH_PATTERN } from '../dates';

const DATE_HEAD = /^(?:date|dates|day)$/i;
const TOPIC_HEAD = /^(?:topics?|subjects?)$/i;
const NUMBER_HEAD = /^(?:chapters?|chaps?\.?|readings?|pages)$/i;
const MONTH = new RegExp(`^${MONTH_PATTERN}\\.?$`, 'i');
/** `7`, `8,9`, `12,13,22,23`, `8-11`: a cell of bare numbers (a chapter list or a day). */
const NUMBERS = /^\d{1,3}(?:[,–-]\d{1,3}){0,8},?$/;
/** `23`, `12,14`: one day of the month or two. */
const DAY = /^(\d{1,2})(?:,(\d{1,2}))?$/;
const MIN_ROWS = 6;
/** The header's words lie within this many words (a month of the first date cell may stand among them). */
const HEADER_SPAN = 5;

interface Row {
  date: string;
  topic: string[];
  cell: string;
}

interface Header {
  names: string[];
  /** Index of the first word after the header. */
  end: number;
  /** A month name among the header words: the month of the first row. */
  month: string | null;
}

function isHeadWord(w: string): boolean {
  return /^[A-Z]/.test(w) && (DATE_HEAD.test(w) || TOPIC_HEAD.test(w) || NUMBER_HEAD.test(w));
}

function findHeader(words: string[]): { at: number; header: Header } | null {
  for (let at = 0; at < words.length; at++) {
    if (!isHeadWord(words[at]!)) continue;
    const found: (string | null)[] = [null, null, null];
    let month: string | null = null;
    let end = at;
    for (let i = at; i < Math.min(words.length, at + HEADER_SPAN); i++) {
      const w = words[i]!;
      const slot = !isHeadWord(w) ? -1 : DATE_HEAD.test(w) ? 0 : TOPIC_HEAD.test(w) ? 1 : 2;
      if (slot >= 0 && found[slot] === null) {
        found[slot] = w;
        end = i + 1;
      } else if (MONTH.test(w) && month === null) month = w;
      else break;
    }
    if (found.every((f) => f !== null)) return { at, header: { names: found as string[], end, month } };
  }
  return null;
}

/** A day that runs forward from the last one (any day after a month name); its last day, or null. */
function forwardDay(word: string, last: number, newMonth: boolean): number | null {
  const m = DAY.exec(word);
  if (!m) return null;
  const first = Number(m[1]);
  const second = m[2] ? Number(m[2]) : first;
  if (first < 1 || second > 31 || second < first) return null;
  return newMonth || first > last ? second : null;
}

interface RunState {
  rows: Row[];
  month: string | null;
  lastDay: number;
}

/**
 * Closes the run of numbers (and month) before the word at `i`: its day opens a new row, the numbers
 * before it are the previous row's cell. False when the run holds no day running forward.
 */
function closeRun(run: string[], st: RunState): boolean {
  const monthAt = run.findIndex((w) => MONTH.test(w));
  const dayWord = run[run.length - 1]!;
  const newMonth = monthAt >= 0 && monthAt === run.length - 2;
  if (monthAt >= 0 && !newMonth) return false;
  const day = forwardDay(dayWord, st.lastDay, newMonth);
  if (day === null || (!newMonth && st.month === null)) return false;
  const cell = run.slice(0, newMonth ? monthAt : run.length - 1);
  const prev = st.rows[st.rows.length - 1];
  if (cell.length > 1 || (cell.length === 1 && !prev)) return false;
  if (prev && cell.length === 1) prev.cell = cell[0]!;
  if (newMonth) st.month = run[monthAt]!;
  st.lastDay = day;
  st.rows.push({ date: `${st.month} ${dayWord}`, topic: [], cell: '' });
  return true;
}

/** The rows read from the words after the header, and the index of the first word after the table. */
function readRows(words: string[], header: Header): { rows: Row[]; end: number } {
  const st: RunState = { rows: [], month: header.month, lastDay: 0 };
  if (header.month) st.rows.push({ date: '', topic: [], cell: '' });
  let run: string[] = [];
  let runStart = header.end;
  for (let i = header.end; i < words.length; i++) {
    const w = words[i]!;
    if (NUMBERS.test(w) || (MONTH.test(w) && NUMBERS.test(words[i + 1] ?? ''))) {
      if (!run.length) runStart = i;
      run.push(w);
      continue;
    }
    if (run.length && !closeRun(run, st)) return finish(st, run, runStart);
    run = [];
    const row = st.rows[st.rows.length - 1];
    if (!row) return { rows: [], end: header.end };
    row.topic.push(w);
  }
  return finish(st, run, words.length);
}

/** The table ends: a last run of numbers is the last row's cell when it is one cell of numbers. */
function finish(st: RunState, run: string[], runStart: number): { rows: Row[]; end: number } {
  const last = st.rows[st.rows.length - 1];
  if (last && run.length >= 1 && !MONTH.test(run[0]!) && !last.cell) {
    last.cell = run[0]!;
    return { rows: st.rows, end: runStart + 1 };
  }
  return { rows: st.rows, end: runStart };
}

/** The paragraph as prose before the table, the table's pipe rows and prose after it; or null. */
export function splitFlattenedTable(text: string): string[] | null {
  const words = text.trim().split(/\s+/);
  const found = findHeader(words);
  if (!found) return null;
  const { rows, end } = readRows(words, found.header);
  if (rows.filter((r) => r.topic.length > 0).length < MIN_ROWS) return null;
  const out: string[] = [];
  const before = words.slice(0, found.at).join(' ');
  if (before) out.push(before, '');
  // No rule row: rules are dropped before run-on lines are split, so one here would read as a row.
  out.push(`| ${found.header.names.join(' | ')} |`);
  for (const r of rows) out.push(`| ${r.date} | ${r.topic.join(' ')} | ${r.cell} |`);
  const after = words.slice(end).join(' ');
  if (after) out.push('', after);
  return out;
}
