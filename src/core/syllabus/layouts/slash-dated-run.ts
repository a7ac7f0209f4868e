/**
 * A schedule table run into ONE LINE whose rows open with bare month/day dates (a document-sharing site's
 * text of a Word table): a header naming a date (or week) column and a reading column (`WEEK TOPIC
 * ASSIGNMENT`, `DATE SUBJECT OF CLASS SESSION ... READING ASSIGNMENT`), then rows `1/9 Intro: ... Casebook
 * 1-81 1/16 MLK Holiday – No class 1/23 Zoning ...`. The line is cut after the header and before each
 * `m/d` date after it that runs forward from the one before and is followed by a capitalised word (five
 * such rows or more), so each row is read as a dated line. Month-name rows are header-dated-rows.ts's.
 * Word by word: no backtracking over user text.
 */
import { forwardDates } from './forward-dates';
import { readingColumnEnd } from './reading-column-head';

const DATE_HEAD = /^(?:dates?|days?|week)$/i;
/** The reading column's name lies within this many words of the date column's. */
const HEADER_SPAN = 10;
const MIN_ROWS = 5;
const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})$/;
const WEEKDAY = /^(?:mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)(?:day|nesday|urs?day|rday)?\.?,?$/i;

const bare = (w: string) => w.replace(/[^A-Za-z]/g, '');

/** The index of the first word after a date-and-reading header, or -1. */
function headerEnd(words: string[]): number {
  for (let i = 0; i < words.length; i++) {
    if (!DATE_HEAD.test(bare(words[i]!)) || !/^[A-Z]/.test(words[i]!)) continue;
    const end = readingColumnEnd(words, i, HEADER_SPAN, (w) => SLASH_DATE.test(w));
    if (end >= 0) return end;
  }
  return -1;
}

/** The indexes of the words that open a row: an `m/d` date before a capitalised word, running forward. */
function rowStarts(words: string[], from: number): number[] {
  const starts: number[] = [];
  const forward = forwardDates();
  for (let i = from; i < words.length - 1; i++) {
    const m = SLASH_DATE.exec(words[i]!);
    if (!m || !/^[A-Z]/.test(words[i + 1]!)) continue;
    const month = Number(m[1]);
    const day = Number(m[2]);
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    if (forward(month, day)) starts.push(i);
  }
  return starts;
}

/** The line cut into its text before the table and one piece per dated row, or null. */
export function splitAtSlashHeaderDates(text: string): string[] | null {
  if (!text.includes('/')) return null;
  const words = text.trim().split(/\s+/);
  const end = headerEnd(words);
  if (end < 0) return null;
  const starts = rowStarts(words, end);
  if (starts.length < MIN_ROWS) return null;
  // `Tues. 9/2 ... Thurs. 9/4 ...`: rows opened by a weekday and its date are the weekday-date layouts'.
  if (starts.some((at) => WEEKDAY.test(words[at - 1] ?? ''))) return null;
  const out = [words.slice(0, starts[0]).join(' ')];
  starts.forEach((at, k) => {
    out.push(words.slice(at, starts[k + 1] ?? words.length).join(' '));
  });
  return out.filter((p) => p.length > 0);
}
