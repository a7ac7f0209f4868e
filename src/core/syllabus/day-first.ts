/**
 * Day-first numeric dates (`19/01`, `05/03/2026`), decided once per document from its own evidence,
 * never per line: a numeric date whose first number cannot be a month (`19/01`: 19 > 12) says the
 * document writes the day first, one whose second number cannot be a month (`1/19`) says it writes
 * the month first. Day first needs four times as many such dates as month first (a schedule of `13/9`,
 * `20/9`, ... keeps day first beside one stray `6/21/2001` stamp); any other evidence for month first
 * keeps month first. Only when every numeric date could be read both ways do the month-name dates
 * decide: `19 January` (day before the month's name) against `January 19`. No evidence at all keeps
 * month first (the reading of every other document).
 */
import { MONTH_PATTERN } from './dates';

/** Two numbers joined by a slash, not part of a longer slashed run (a path, a fraction list). */
const NUMERIC = /(?<![\d/-])\b(\d{1,2})\/(\d{1,2})(?:\/(?:\d{4}|\d{2}))?\b(?!\/)/g;
const DAY_NAMED_MONTH = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:${MONTH_PATTERN})\\b`, 'gi');
const NAMED_MONTH_DAY = new RegExp(`\\b(?:${MONTH_PATTERN})\\.?\\s+\\d{1,2}\\b(?!\\s*[:.]\\d)`, 'gi');

interface Evidence {
  dayFirst: number;
  monthFirst: number;
  either: number;
}

function countNumeric(text: string, e: Evidence): void {
  NUMERIC.lastIndex = 0;
  for (let m = NUMERIC.exec(text); m; m = NUMERIC.exec(text)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) continue;
    if (a > 12) e.dayFirst++;
    else if (b > 12) e.monthFirst++;
    else e.either++;
  }
}

/** Unambiguous day-first dates needed per month-first one for the document to be day first. */
const DAY_FIRST_MAJORITY = 4;

const count = (re: RegExp, text: string) => text.match(re)?.length ?? 0;

/** Does this document write its numeric dates day first? */
export function numericDatesDayFirst(texts: readonly string[]): boolean {
  const e: Evidence = { dayFirst: 0, monthFirst: 0, either: 0 };
  for (const t of texts) if (t.includes('/')) countNumeric(t, e);
  // A stray month-first date (a translation note's `6/21/2001`) does not outvote a schedule written day first.
  if (e.dayFirst >= DAY_FIRST_MAJORITY * e.monthFirst && e.dayFirst > 0) return true;
  if (e.monthFirst > 0) return false;
  if (e.either === 0) return false;
  // Only dates that read both ways: the order of the month-name dates decides.
  let dayNamed = 0;
  let namedDay = 0;
  for (const t of texts) {
    dayNamed += count(DAY_NAMED_MONTH, t);
    namedDay += count(NAMED_MONTH_DAY, t);
  }
  return dayNamed > 0 && namedDay === 0;
}
