/**
 * A month-grid calendar flattened to text: weekday header rows (`Monday Tuesday Wednesday Thursday
 * Friday`), then each day cell as its day of the month (`17`, or `17 2` with a rotation or class
 * number after it), often two cells on one line (`18 3 19 4`), the month's name only before its
 * first day (`February 1 1 2 2`), and the cell's text on the lines after it. The layouts read the
 * cells as free lines of the few dated lines among them; the calendar pass makes each cell that has
 * text a class of its own, on the last day its line names (the text under a line of two cells
 * belongs to the second), and moves the readings read in the grid into those classes.
 */
import { isPolicyHeading } from './columns';
import { MONTH_PATTERN, monthNumber, WEEKDAY_PATTERN, weekdayIndex } from './dates';
import type { Session } from './layouts';
import type { PreparedLine } from './prepare';
import { isNoClass } from './signals';

const MONTH_WORD = new RegExp(`^${MONTH_PATTERN}\\.?$`, 'i');
const WEEKDAY_WORD = new RegExp(`^${WEEKDAY_PATTERN}\\.?$`, 'i');

/** Weekday header rows needed, and day-cell lines, before a document is read as a month grid. */
const MIN_HEADERS = 1;
const MIN_CELL_LINES = 5;
/** Largest step from one cell's day to the next (a Friday to a Monday, and one more). */
const MAX_STEP = 4;

/** A weekday name as a line's first word: a line without one is no header (and is not split into words). */
const WEEKDAY_FIRST = new RegExp(`^\\s*${WEEKDAY_PATTERN}\\.?(?:\\s|$)`, 'i');

/** A row of five to seven weekday names and nothing else: the grid's header. */
export function isWeekdayHeader(text: string): boolean {
  if (!WEEKDAY_FIRST.test(text)) return false;
  const words = text.trim().split(/\s+/);
  if (words.length < 5 || words.length > 7) return false;
  const days = words.map((w) => (WEEKDAY_WORD.test(w) ? weekdayIndex(w) : undefined));
  return days.every((d, i) => d !== undefined && (i === 0 || d === days[i - 1]! + 1));
}

/** Tokens of a line made only of day numbers and month names, or null. */
function cellTokens(text: string): (number | string)[] | null {
  const words = text.trim().split(/\s+/);
  if (!words[0] || words.length > 6) return null;
  const out: (number | string)[] = [];
  for (const w of words) {
    if (/^\d{1,2}$/.test(w)) out.push(Number(w));
    else if (MONTH_WORD.test(w)) out.push(w);
    else return null;
  }
  return out.some((t) => typeof t === 'number') ? out : null;
}

interface Cursor {
  month: number;
  day: number;
}

/** Is `day` the next cell after `at` (same month, a few days on), or the first days of the next month? */
function nextDay(at: Cursor | undefined, day: number, named: number | undefined): Cursor | undefined {
  if (day < 1 || day > 31) return undefined;
  if (named !== undefined)
    return at && named === at.month && day <= at.day ? undefined : { month: named, day };
  if (!at) return undefined;
  if (day > at.day && day - at.day <= MAX_STEP) return { month: at.month, day };
  if (day <= MAX_STEP && at.day >= 26) return { month: (at.month % 12) + 1, day };
  return undefined;
}

/**
 * The day cells of a line in order, or null when the line is not a run of day cells following
 * `at`. `pairs`: every day is followed by a number of its own ("18 3 19 4": days 18 and 19).
 */
function readCells(tokens: (number | string)[], at: Cursor | undefined, pairs: boolean): Cursor[] | null {
  const out: Cursor[] = [];
  let cur = at;
  let named: number | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (typeof t === 'string') {
      named = monthNumber(t);
      continue;
    }
    const next = nextDay(cur, t, named);
    if (!next) return null;
    named = undefined;
    out.push(next);
    cur = next;
    if (!pairs) continue;
    // The cell's own number after its day ("17 2": day 17, rotation day 2).
    if (typeof tokens[i + 1] !== 'number') return null;
    i++;
  }
  return out.length && named === undefined ? out : null;
}

/** A line's cells: as day-number pairs when the grid's cells carry numbers and the count is even, else one day each. */
function lineCells(tokens: (number | string)[], at: Cursor | undefined, paired: boolean): Cursor[] | null {
  const even = tokens.filter((t) => typeof t === 'number').length % 2 === 0;
  return (paired && even ? readCells(tokens, at, true) : null) ?? readCells(tokens, at, false);
}

interface GridCell {
  date: Cursor;
  /** Index in `lines` of the cell's day line. */
  at: number;
}

/** The grid's day cells (the last of each line) and the index where the grid ends, or null. */
export function findGridCells(lines: readonly PreparedLine[]): { cells: GridCell[]; end: number } | null {
  const first = lines.findIndex((l) => isWeekdayHeader(l.text));
  if (first < 0) return null;
  const tokens = lines.map((l, i) => (i > first ? cellTokens(l.text) : null));
  // Cells carry a number of their own when a line's second number cannot be the next day.
  const paired = tokens.some((t) => {
    const nums = t?.filter((x): x is number => typeof x === 'number') ?? [];
    return nums.length === 2 && nums[1]! <= nums[0]!;
  });
  const cells: GridCell[] = [];
  let at: Cursor | undefined;
  let headers = 1;
  let end = lines.length;
  for (let i = first + 1; i < lines.length; i++) {
    const l = lines[i]!;
    if (isWeekdayHeader(l.text)) {
      headers++;
      continue;
    }
    if (l.heading && isPolicyHeading(l.text)) {
      end = i;
      break;
    }
    const t = tokens[i];
    const read = t ? lineCells(t, at, paired) : null;
    if (!read) continue;
    at = read[read.length - 1]!;
    cells.push({ date: at, at: i });
  }
  if (headers < MIN_HEADERS || cells.length < MIN_CELL_LINES) return null;
  return { cells, end };
}

/**
 * Replaces the sessions read inside a month grid by one class per day cell that has text under it
 * (its readings moved there by line); returns how many classes the grid gave (0: no grid).
 */
export function readMonthGrid(sessions: Session[], lines: readonly PreparedLine[]): number {
  const grid = findGridCells(lines);
  if (!grid) return 0;
  const { cells, end } = grid;
  const startLine = lines[cells[0]!.at]!;
  const endLine = lines[end];
  const pos = (page: number, line: number) => page * 1e6 + line;
  const from = pos(startLine.page, startLine.line);
  const to = endLine ? pos(endLine.page, endLine.line) : Number.POSITIVE_INFINITY;
  const inGrid = (page: number, line: number) => pos(page, line) >= from && pos(page, line) < to;
  // Each grid line's cell: the last cell line at or above it.
  const cellOf = new Map<number, number>();
  let k = -1;
  for (let i = cells[0]!.at; i < end; i++) {
    if (k + 1 < cells.length && cells[k + 1]!.at === i) k++;
    cellOf.set(pos(lines[i]!.page, lines[i]!.line), k);
  }
  const classes: Session[] = cells.map((c) => ({
    date: { month: c.date.month, day: c.date.day },
    topics: [],
    readings: [],
    noClass: false,
    isWeek: false,
    page: lines[c.at]!.page,
    line: lines[c.at]!.line,
  }));
  const text = new Array<number>(cells.length).fill(0);
  for (let i = cells[0]!.at; i < end; i++) {
    const l = lines[i]!;
    const c = cellOf.get(pos(l.page, l.line))!;
    if (cells[c]!.at === i || isWeekdayHeader(l.text) || !/[A-Za-z0-9]/.test(l.text)) continue;
    text[c]!++;
    const s = classes[c]!;
    if (isNoClass(l.text)) s.noClass = true;
    if (text[c] === 1) s.topics.push(l.text);
  }
  for (const s of sessions)
    for (const r of s.readings) {
      if (!inGrid(r.page, r.line)) continue;
      const c = cellOf.get(pos(r.page, r.line));
      if (c !== undefined) classes[c]!.readings.push(r);
    }
  // Sessions opened inside the grid are replaced; one opened above it keeps what lies outside.
  const kept = sessions.filter((s) => !inGrid(s.page, s.line));
  for (const s of kept) s.readings = s.readings.filter((r) => !inGrid(r.page, r.line));
  const firstInGrid = sessions.findIndex((s) => inGrid(s.page, s.line));
  const before = firstInGrid < 0 ? kept.length : kept.filter((s) => pos(s.page, s.line) < from).length;
  const withText = classes.filter((s, i) => text[i]! > 0 || s.readings.length > 0);
  sessions.splice(0, sessions.length, ...kept.slice(0, before), ...withText, ...kept.slice(before));
  return withText.length;
}
