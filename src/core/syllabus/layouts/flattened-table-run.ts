/**
 * A schedule table of three columns — date, topic, and a column of chapter (or page) numbers — flattened
 * by a Word or PDF export into one paragraph with single spaces, its header words run in:
 * `DATE January TOPIC CHAPTER Introduction 1 23 Cytology 4 30 DNA and RNA 7 February 1 TEST #1 1,4,7 6
 * Mitosis 8 ...`. Between two topics stands a run of bare numbers: the last is the next row's day of the
 * month (after a month name when the month changes), the ones before it the previous row's chapter cell.
 * The paragraph is written back as pipe rows under its header (`| DATE | TOPIC | CHAPTER |`), so the pipe
 * table layout reads the rows with the header's column meaning.
 *
 * The date cells may also be slash dates (`Date Topics Pages 1/21 What is an Animal? 3-63 1/28 Criminal
 * Law: ...`): a month/day running forward from the last one opens the next row the same way. A note
 * glued into such a run after a row's cell (a footnote: `513-559 1 Final course grade may be lowered
 * ... 4/3 Set up ...`) is set aside as prose after the table, and the rows go on at the next date.
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
/** `1/21`: a month/day date cell. */
const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})$/;
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
  /** The last slash date as month * 100 + day (0 before the first). */
  lastSlash: number;
  /** Notes glued into a slash-dated run, set aside. */
  notes: string[];
}

/** A note glued into a slash-dated run holds at most this many words before the next row's date. */
const MAX_NOTE_WORDS = 25;

/** The index of the next slash date running forward within a note's length after `from`, or -1. */
function nextSlashRow(words: string[], from: number, last: number): number {
  for (let j = from; j < Math.min(words.length, from + MAX_NOTE_WORDS); j++)
    if (forwardSlash(words[j]!, last) !== null) return j;
  return -1;
}

/** A slash date running forward from the last one: its month * 100 + day, or null. */
function forwardSlash(word: string, last: number): number | null {
  const m = SLASH_DATE.exec(word);
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const key = month * 100 + day;
  return key > last ? key : null;
}

/** Closes a run ending with a slash date: the date opens a row, a number before it is the previous row's cell. */
function closeSlashRun(run: string[], st: RunState): boolean {
  const dateWord = run[run.length - 1]!;
  const key = forwardSlash(dateWord, st.lastSlash);
  const cell = run.slice(0, -1);
  const prev = st.rows[st.rows.length - 1];
  if (key === null || cell.length > 1 || (cell.length === 1 && !prev)) return false;
  if (prev && cell.length === 1) prev.cell = cell[0]!;
  st.lastSlash = key;
  st.rows.push({ date: dateWord, topic: [], cell: '' });
  return true;
}

/**
 * Closes the run of numbers (and month) before the word at `i`: its day opens a new row, the numbers
 * before it are the previous row's cell. False when the run holds no day running forward.
 */
function closeRun(run: string[], st: RunState): boolean {
  if (SLASH_DATE.test(run[run.length - 1]!)) return closeSlashRun(run, st);
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
function readRows(words: string[], header: Header): { rows: Row[]; end: number; notes: string[] } {
  const st: RunState = { rows: [], month: header.month, lastDay: 0, lastSlash: 0, notes: [] };
  if (header.month) st.rows.push({ date: '', topic: [], cell: '' });
  let run: string[] = [];
  let runStart = header.end;
  for (let i = header.end; i < words.length; i++) {
    const w = words[i]!;
    if (NUMBERS.test(w) || SLASH_DATE.test(w) || (MONTH.test(w) && NUMBERS.test(words[i + 1] ?? ''))) {
      if (!run.length) runStart = i;
      run.push(w);
      continue;
    }
    if (run.length && !closeRun(run, st)) {
      const resume = st.lastSlash && run.length === 2 ? nextSlashRow(words, i, st.lastSlash) : -1;
      if (resume < 0) return { ...finish(st, run, runStart), notes: st.notes };
      // `513-559 1 Final course grade ... 4/3`: the row's cell, a note's number and words, the next row.
      finish(st, run, runStart);
      st.notes.push(words.slice(runStart + 1, resume).join(' '));
      run = [];
      i = resume - 1;
      continue;
    }
    run = [];
    const row = st.rows[st.rows.length - 1];
    if (!row) return { rows: [], end: header.end, notes: st.notes };
    row.topic.push(w);
  }
  return { ...finish(st, run, words.length), notes: st.notes };
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
  const { rows, end, notes } = readRows(words, found.header);
  if (rows.filter((r) => r.topic.length > 0).length < MIN_ROWS) return null;
  const out: string[] = [];
  const before = words.slice(0, found.at).join(' ');
  if (before) out.push(before, '');
  // No rule row: rules are dropped before run-on lines are split, so one here would read as a row.
  out.push(`| ${found.header.names.join(' | ')} |`);
  for (const r of rows) out.push(`| ${r.date} | ${r.topic.join(' ')} | ${r.cell} |`);
  const after = [...notes, words.slice(end).join(' ')].filter(Boolean);
  for (const a of after) out.push('', a);
  return out;
}
