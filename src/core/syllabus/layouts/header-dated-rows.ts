/**
 * A schedule table run into one paragraph with the rest of a syllabus (a PDF or a document-sharing site's text
 * read as one line): a header naming a date column and a reading column (`Week beginning Topic Reading
 * assignment*`, `Date Topic Readings`), then rows each opened by a month-name date
 * (`August 29 History Chpt. 2 September 5 Genetics Chpts. 3 & 4 ...`). The paragraph is cut after the header
 * and before each date after it that runs forward from the one before and is followed by a capitalised word
 * (six such rows or more; fewer is prose that mentions dates), so the dated-heading layout reads each row.
 * Word by word: no backtracking over user text.
 */
import { MONTH_PATTERN, monthNumber } from '../dates';
import { forwardDates } from './forward-dates';
import { readingColumnEnd } from './reading-column-head';

const MONTH_WORD = new RegExp(`^${MONTH_PATTERN}\\.?$`, 'i');
const DAY_WORD = /^(\d{1,2}),?$/;
/** `Week beginning`, `Week of`, `Week starting`: a date column named by the week's first day. */
const WEEK_WORD = /^week$/i;
const WEEK_START_WORD = /^(?:beginning|of|starting)$/i;
const DATE_HEAD = /^(?:Dates?|DATES?)$/;
/** A column name before the date column: the table's rows open with a number, not with their date. */
const NUMBER_COLUMN = /^(?:#|no\.?|nos?\.?|week|class|lecture|session|lesson)$/i;
/** The reading column's name lies within this many words of the date column's. */
const HEADER_SPAN = 6;
const MIN_ROWS = 6;

/** `Exam I`, `Midterm`, `Quiz 2`: an assessment row's name, printed before its date. */
const ASSESSMENT = /^(?:exams?|midterms?|quiz(?:zes)?|tests?)$/i;
const COUNT = /^(?:[IVX]{1,4}|\d{1,2}|#\d{1,2})$/;

/** A row start moved back over an assessment's name printed before its date (`Exam I September 23`). */
function withAssessmentName(words: string[], at: number): number {
  if (ASSESSMENT.test(words[at - 1] ?? '')) return at - 1;
  return COUNT.test(words[at - 1] ?? '') && ASSESSMENT.test(words[at - 2] ?? '') ? at - 2 : at;
}

/** The index of the first word after a date-and-reading header, or -1. */
function headerEnd(words: string[]): number {
  for (let i = 0; i < words.length; i++) {
    const week = WEEK_WORD.test(words[i]!) && WEEK_START_WORD.test(words[i + 1] ?? '');
    if (!week && !DATE_HEAD.test(words[i]!)) continue;
    // `Week # Week of ...`, `Lecture Date ...`: a numbered column before the date, rows that open with a number.
    if (NUMBER_COLUMN.test(words[i - 1] ?? '')) continue;
    const end = readingColumnEnd(words, i, HEADER_SPAN);
    if (end >= 0) return end;
  }
  return -1;
}

/** The indexes of the words that open a row: a month name, a day and a capitalised word, running forward. */
function rowStarts(words: string[], from: number): number[] {
  const starts: number[] = [];
  const forward = forwardDates();
  for (let i = from; i < words.length - 2; i++) {
    if (!/^[A-Z]/.test(words[i]!) || !MONTH_WORD.test(words[i]!)) continue;
    const day = DAY_WORD.exec(words[i + 1]!);
    if (!day || !/^[A-Z]/.test(words[i + 2]!)) continue;
    const month = monthNumber(words[i]!);
    if (month !== undefined && forward(month, Number(day[1]))) starts.push(i);
  }
  return starts;
}

/** The paragraph cut into its text before the table and one piece per dated row, or null. */
export function splitAtHeaderDates(text: string): string[] | null {
  const words = text.trim().split(/\s+/);
  const end = headerEnd(words);
  if (end < 0) return null;
  const starts = rowStarts(words, end).map((at) => withAssessmentName(words, at));
  if (starts.length < MIN_ROWS) return null;
  const out = [words.slice(0, starts[0]).join(' ')];
  starts.forEach((at, k) => {
    out.push(words.slice(at, starts[k + 1] ?? words.length).join(' '));
  });
  return out.filter((p) => p.length > 0);
}
