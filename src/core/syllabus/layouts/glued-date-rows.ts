/**
 * A class calendar run together on one line, each row a month-day date (or several days of the same
 * chapter, `Jan 8, 13`, `Jan 30, Feb 3, 10`) before its topic, the next row's month glued to the last
 * word of the row before or a space after it: `Jan 6 Syllabus and ExpectationsJan 8, 13 Chapter 1:
 * History ... Jan 15, 16 Chapter 2: Neural Processing ...`. The line is cut before every such date when
 * there are four or more and they run forward; fewer, or dates out of order, are a sentence that
 * mentions dates. A date glued to a capital or a digit (`FEBRUARY 5`, `2026Jan`) is no row start, nor one
 * after a number (`4. Sept. 14 Exam`, `7 February 1 Test`: a numbered row or a cell of a flattened table).
 * Every quantifier is bounded or separated by a fixed character: no backtracking over user text.
 */

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
/** `Jan 8`, `Jan. 8, 13`, `Jan 30, Feb 3, 10` followed by the row's capitalised topic. */
const ROW_DATE = new RegExp(
  `(?<![A-Z0-9,])(?<!\\d\\.?\\s)(${MONTH})\\.?\\s(\\d{1,2})\\b(?:,\\s(?:${MONTH}\\.?\\s)?\\d{1,2}\\b){0,6}\\s(?=[A-Z])`,
  'g',
);
/** A month's first three letters, as every row date opens: fewer than MIN_ROWS of them, no calendar line. */
const MONTH_START = /Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/g;
const MONTH_ORDER = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MIN_ROWS = 4;

/** Whether the text names a month at least MIN_ROWS times (a cheap test before the row-date scan). */
function hasMonthStarts(text: string): boolean {
  let n = 0;
  MONTH_START.lastIndex = 0;
  while (MONTH_START.test(text)) if (++n >= MIN_ROWS) break;
  MONTH_START.lastIndex = 0;
  return n >= MIN_ROWS;
}

/** Month and first day as a rough day count, to see the rows run forward. */
function dayCount(month: string, day: string): number {
  return MONTH_ORDER.indexOf(month.slice(0, 3).toLowerCase()) * 31 + Number(day);
}

/** The rows of a run-together calendar line, cut before each row's date; null when it is not one. */
export function splitAtGluedDateRows(text: string): string[] | null {
  if (!hasMonthStarts(text)) return null;
  const starts: number[] = [];
  let last = -1;
  for (const m of text.matchAll(ROW_DATE)) {
    const at = dayCount(m[1]!, m[2]!);
    if (at < last) return null;
    last = at;
    starts.push(m.index!);
  }
  if (starts.length < MIN_ROWS) return null;
  const cuts = starts[0] === 0 ? starts : [0, ...starts];
  const pieces = cuts.map((from, i) => text.slice(from, cuts[i + 1]).trim());
  return pieces.filter((p) => p.length > 0);
}
