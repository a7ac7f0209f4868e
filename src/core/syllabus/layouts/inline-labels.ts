/**
 * Several labelled fields written on one line: `Topic: Results Reading: Angrist (2008) Ch. 5`,
 * `Monday, January 21:  Reading: N1 and N2`, `5/19 (Tue) – The Milesians Required Readings: MR Ch. 1
 * Recommended Readings: EGP 2`. The line is cut before every field label after the first, so the
 * reading label layouts see `Reading: ...` on a line of its own. Only a line that starts with a label
 * or a date is cut: a sentence that mentions "reading:" in passing keeps its words.
 */

import { RUN_ON_DATE } from './run-on-date-token';

/** A field label in mid-line (capitalised, with its colon). */
const MID_LABEL =
  /(?<=\S)(?<!\b(?:Required|Recommended|Optional|Suggested|Additional))\s+(?=(?:(?:Required|Recommended|Optional|Suggested|Additional)\s+)?(?:Readings?|Assignments?|Presentations?|Homework|Topics?)\s*:)/g;
/** A line that starts with a field label: `Topic:`, `Reading:`, `Required Readings:`. */
const LEADING_LABEL = /^(?:(?:required|recommended|optional|suggested|additional)\s+)?[A-Za-z]{3,14}\s*:/i;
/** A line that starts with a date: a month name, a weekday, `5/19`, or `For Monday,`. */
const LEADING_DATE =
  /^(?:for\s+)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2}\/\d{1,2}\b)/i;

/** The pieces of `text`, cut before each mid-line field label; one piece when there is none to cut. */
export function splitInlineLabels(text: string): string[] {
  if (!text.includes(':')) return [text];
  const trimmed = text.trim();
  if (!LEADING_LABEL.test(trimmed) && !LEADING_DATE.test(trimmed)) return [text];
  const pieces = text.split(MID_LABEL).filter((p) => p.trim());
  return pieces.length > 1 ? pieces : [text];
}

/** `5/19 (Tue) –`, `May 19 (Tue) –`: a date (any style) with its weekday in parentheses, inside a run-on line. */
const PAREN_WEEKDAY_DATE = new RegExp(
  `(?<=\\S)\\s+(?=${RUN_ON_DATE}\\s*\\((?:mon|tues?|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\\.?\\)\\s)`,
  'gi',
);

/**
 * A whole schedule run together on one line (`5/18 (Mon) – Overview ... 5/19 (Tue) – The Milesians
 * ...`): the pieces, cut before each such date, when there are three or more; otherwise null.
 */
export function splitAtWeekdayDates(text: string): string[] | null {
  // Every cut is followed by its weekday in parentheses: a line without a `(` is not scanned.
  if (!text.includes('(')) return null;
  const pieces = text.split(PAREN_WEEKDAY_DATE);
  return pieces.length >= 4 ? pieces : null;
}
