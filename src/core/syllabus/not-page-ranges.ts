/**
 * Number ranges the classifier read as pages whose surroundings show they are something else, read by
 * confidence-signals.ts. Each was found among the readings that first-sight runs
 * (scripts/first-sight-confidence/run.sh) put at confidence >= 80 but the scorer paired with no true
 * reading, mostly in real PDFs whose policy pages and table cells come through as free lines:
 *
 * - a percentage (`0-3% minus, 3%-6% straight`: a grading scale);
 * - part of a telephone number (`407-823-2371`, `(562) 907-4825`);
 * - right after a week word (`Week of 3-7 September`, `Weeks 3-4`);
 * - right after a month's name (`Mar 3-10`, `Sept. 8-12`: the dates of a week; a month after the
 *   range is not enough: `pages 30-54 Jan. 28` is the next class's date in a run-on schedule);
 * - one of a run of week-long day ranges that follow on from each other (`10-17`, `17-24`, `24-31`: a
 *   table's date column read apart from its rows).
 *
 * None of these is a reading at all. All patterns are bounded, so they are linear in the line.
 */

import { MONTH_PATTERN } from './dates';

/** The number pairs of a pages value (`22-26, 39-55` -> [22, 26], [39, 55]); single pages are left out. */
export function pageRanges(pages: string | null): [string, string][] {
  if (!pages) return [];
  const out: [string, string][] = [];
  for (const part of pages.split(/[,;]/)) {
    const m = /^\s{0,3}(\d{1,5})\s{0,2}[-–]\s{0,2}(\d{1,5})\s{0,3}$/.exec(part);
    if (m) out.push([m[1]!, m[2]!]);
  }
  return out;
}

/** `p.`, `pp.`, `page`, `pages` right before a range. */
const PAGE_WORD_BEFORE = /\b(?:pp?\.?|pages?)\s{0,2}$/i;

/** Where one range is written on a line: the text just before and just after it. */
export interface RangeSurrounding {
  before: string;
  after: string;
}

/** The pattern of each range written out, built once per range and kept (cleared when it grows large). */
const writtenPatterns = new Map<string, RegExp>();
const MAX_KEPT_PATTERNS = 512;

function writtenPattern(from: string, to: string): RegExp {
  const key = `${from}-${to}`;
  let pattern = writtenPatterns.get(key);
  if (!pattern) {
    if (writtenPatterns.size >= MAX_KEPT_PATTERNS) writtenPatterns.clear();
    pattern = new RegExp(`(?<!\\d)${from}\\s{0,2}[-–]\\s{0,2}${to}(?!\\d)`, 'g');
    writtenPatterns.set(key, pattern);
  }
  pattern.lastIndex = 0;
  return pattern;
}

/** Every place the range `from`-`to` is written on the line, with the text around it. */
export function rangeOccurrences(lineText: string, from: string, to: string): RangeSurrounding[] {
  const out: RangeSurrounding[] = [];
  const written = writtenPattern(from, to);
  for (let m = written.exec(lineText); m; m = written.exec(lineText)) {
    const before = lineText.slice(Math.max(0, m.index - 12), m.index);
    out.push({ before, after: lineText.slice(m.index + m[0].length, m.index + m[0].length + 12) });
  }
  return out;
}

/** Is the range called pages where it is written (`pp. 10-17`, `pages 30-54`)? Then it is pages, whatever follows it. */
export const calledPages = ({ before }: RangeSurrounding): boolean => PAGE_WORD_BEFORE.test(before);

/** Where each range of `pages` is written on its line, leaving out the places a page word calls it pages. */
export function rangeSurroundings(lineText: string, pages: string | null): RangeSurrounding[] {
  return pageRanges(pages).flatMap(([from, to]) =>
    rangeOccurrences(lineText, from, to).filter((at) => !calledPages(at)),
  );
}

const MONTH_BEFORE = new RegExp(`\\b${MONTH_PATTERN}\\.?\\s{0,2}$`, 'i');

/** Is the range, where it is written, followed by a percent sign (`0-3%`)? */
export const isPercentageAt = ({ after }: RangeSurrounding): boolean => /^\s?%/.test(after);

/** Is the range, where it is written, part of a telephone number (`407-823-2371`, `(562) 907-4825`)? */
export const isPhoneNumberAt = ({ before, after }: RangeSurrounding): boolean =>
  /^[-–.]\d{4}(?!\d)/.test(after) || /(?<!\d)\d{3}[-–.]$/.test(before) || /\(\d{3}\)\s?$/.test(before);

/** Does the range, where it is written, stand right after a month's name (`Mar 3-10`, `Sept. 8-12`)? */
export const isAfterMonthAt = ({ before }: RangeSurrounding): boolean => MONTH_BEFORE.test(before);

const MONTH_AFTER = new RegExp(`^\\s{1,2}${MONTH_PATTERN}\\b`, 'i');

/**
 * Does the range, where it is written, stand right before a capitalised month's name (`20-24 April 2009`,
 * `6-10 Sept.`: the days of a week written day first)? The caller checks the numbers are days of a month.
 */
export const isBeforeMonthAt = ({ after }: RangeSurrounding): boolean =>
  MONTH_AFTER.test(after) && /^\s{1,2}[A-Z]/.test(after);

/** A week word right before a range (`Week of 3-7 September`, `Weeks 3-4`). */
const WEEK_WORD_BEFORE = /\bweeks?(?:\s+of)?\s{0,2}$/i;

/** Does the range, where it is written, follow a week word (`Week of 3-7 September`: a week's days, `Weeks 3-4`)? */
export const isAfterWeekWordAt = ({ before }: RangeSurrounding): boolean => WEEK_WORD_BEFORE.test(before);

/** Days from the first to the last day of a week-long range written Monday to Monday. */
const WEEK_SPAN = 7;

/** A pages value that is one range of days of a month a week long (`17-24`), as [start, end]. */
function weekLongDays(pages: string | null): [number, number] | null {
  const ranges = pageRanges(pages);
  if (ranges.length !== 1) return null;
  const [from, to] = ranges[0]!.map(Number) as [number, number];
  return to <= 31 && to - from === WEEK_SPAN ? [from, to] : null;
}

/**
 * For each pages value, whether it is a week-long range of days (`17-24`) that another one of the
 * document follows on from or leads into (`10-17`, `17-24`, `24-31`): the dates of consecutive weeks.
 */
export function weekDateRuns(pagesOfReadings: readonly (string | null)[]): boolean[] {
  const spans = pagesOfReadings.map(weekLongDays);
  const starts = new Set(spans.flatMap((s) => (s ? [s[0]] : [])));
  const ends = new Set(spans.flatMap((s) => (s ? [s[1]] : [])));
  return spans.map((s) => s !== null && (starts.has(s[1]) || ends.has(s[0])));
}
