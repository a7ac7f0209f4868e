/**
 * A schedule run together on one line with each class opened by its weekday and date
 * (`ASSIGNMENTS Tues., Aug. 23 Introduction Text, pp. 1-10 Thurs., Aug. 25 Tues., Aug. 30 Sources ...`,
 * a PDF or a web page read as one paragraph): the line is cut before each weekday-and-date, so the
 * dated-heading layout reads each class. Three such dates or more, each later than the one before (a
 * January after an autumn month is the next year's); fewer, or dates out of order, is prose that
 * mentions days, as is a list of deadlines (half the dates or more right after an exam's or a paper's name:
 * `Midterm Exam Thursday, October 23 in class`). Fixed-width lookaheads after a non-space: no backtracking over user text.
 */
import { findDate } from '../dates';
import { datesRunForward, RUN_ON_DATE } from './run-on-date-token';

/** ` Tues., Aug. 23`, ` Thursday, 9/8`, ` Mon 8/29`: a weekday word (three letters or more), then a date. */
const WEEKDAY_DATE = new RegExp(
  `(?<=\\S)\\s+(?=(?:mon|tue|wed|thu|fri|sat)[a-z]{0,6}\\.?,?\\s${RUN_ON_DATE}\\b)`,
  'gi',
);
const MIN_CUTS = 3;

/** `… Midterm Exam Thursday, October 23 …`: a deadline's name right before its day. */
const DEADLINE_BEFORE =
  /\b(?:exams?|midterms?|quiz(?:zes)?|tests?|papers?|drafts?|essays?|projects?|due)\W{0,3}(?:#?\s?\d{1,2}\W{0,3})?$/i;

/** Half the dates or more named by a deadline before them: a list of assessments, not of classes. */
function isDeadlineList(pieces: readonly string[]): boolean {
  const named = pieces.slice(0, -1).filter((p) => DEADLINE_BEFORE.test(p.trimEnd().slice(-40))).length;
  return named * 2 >= pieces.length - 1;
}

/** The pieces of a run-on schedule line cut before each weekday-and-date, or null. */
export function splitAtWeekdayDateRun(text: string): string[] | null {
  // Every cut is before a date, which holds a digit: a line without one is not scanned.
  if (!/\d/.test(text)) return null;
  const pieces = text.split(WEEKDAY_DATE);
  if (pieces.length < MIN_CUTS + 1 || isDeadlineList(pieces)) return null;
  if (!datesRunForward(pieces)) return null;
  return withBareDatesJoined(pieces.map((p) => p.trim()).filter((p) => p.length > 0));
}

/**
 * `Thurs., Aug. 25 Tues., Aug. 30 Sources of Law …`: a date with nothing of its own before the next date
 * (a table's date cells flattened ahead of their rows) is no class apart; it stays with the piece after it,
 * whose text then opens with the first date.
 */
function withBareDatesJoined(pieces: string[]): string[] {
  const out: string[] = [];
  let carried = '';
  pieces.forEach((p, i) => {
    const text = carried ? `${carried} ${p}` : p;
    const d = i > 0 ? findDate(p) : null;
    carried = d && !p.slice(d.end).replace(/[\s.,;:–—-]/g, '') && i + 1 < pieces.length ? text : '';
    if (!carried) out.push(text);
  });
  return out;
}
