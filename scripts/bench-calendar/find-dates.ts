/**
 * The dates a syllabus line writes, found by the bench itself (not by the structurer it measures):
 * `Sept. 8`, `September 8th, 2025`, `8 September`, `9/8`, `9/8/25`, `2025-09-08`, each with the weekday
 * written just before it (`Monday, `, `Mon `, `M `, `Th. `) and the further days of the same month after
 * a month-name date (`Feb 7 - 11`, `Sept 3 & 6`, `Jan. 22-24-26`).
 */
export type DateKind = 'monthDay' | 'dayMonth' | 'iso' | 'numeric';

export interface WrittenDate {
  kind: DateKind;
  /** Where the weekday before the date starts (= dateStart when none is written). */
  start: number;
  dateStart: number;
  end: number;
  weekday: string | null;
  month: number;
  day: number;
  /** The year written with the date, if any. */
  year?: number;
  /** The month and day as written, for a rewrite that keeps them (`Sept.`, `8th`, `9/8`). */
  monthText: string;
  dayText: string;
  /** Further days of the same session or range, with the separator written before each. */
  extra: { sep: string; day: number }[];
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH =
  '(January|February|March|April|May|June|July|August|September|October|November|December|Sept|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';

const MONTH_DAY = new RegExp(
  `\\b${MONTH}(\\.?\\s+)(\\d{1,2}(?:st|nd|rd|th)?)\\b(?![:.]\\d|/)(?:,?\\s+(\\d{4})\\b)?`,
  'gi',
);
const DAY_MONTH = new RegExp(
  `\\b(\\d{1,2}(?:st|nd|rd|th)?)\\s+(?:of\\s+)?${MONTH}\\b\\.?(?:,?\\s+(\\d{4})\\b)?`,
  'gi',
);
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const NUMERIC = /(?<![\d/.])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\d/])/g;

/** A weekday written just before a date: a name (any case) or an upper-case code. */
const WEEKDAY_BEFORE =
  /(?:^|[^A-Za-z])((?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Mon|Tues|Tue|Weds|Wed|Thurs|Thur|Thu|Fri|Sat|Sun)(?![a-z])|Tu|Th|M|T|W|R|F)\.?,?\s{1,3}$/i;

/** Further days after a month-name date: ` - 11`, ` & 6`, `-24-26`, `, 7`; not a time or a page. */
const EXTRA_DAY = /(\s*(?:--?|–|—|&|,|and|to|through)\s*)(\d{1,2})(?![\d:/]|\.\d|\s*(?:am|pm|a\.m|p\.m|%))/iy;

function monthOf(text: string): number {
  const t = text.toLowerCase();
  return MONTH_NAMES.findIndex((m) => m.startsWith(t.slice(0, 3))) + 1;
}

const capitalised = (s: string) => s.charAt(0) === s.charAt(0).toUpperCase();

function fullYear(y: string | undefined): number | undefined {
  if (!y) return undefined;
  return y.length === 2 ? 2000 + Number(y) : Number(y);
}

function extraDays(line: string, from: number): { extra: WrittenDate['extra']; end: number } {
  const extra: WrittenDate['extra'] = [];
  let end = from;
  for (;;) {
    EXTRA_DAY.lastIndex = end;
    const m = EXTRA_DAY.exec(line);
    if (!m) break;
    extra.push({ sep: m[1]!, day: Number(m[2]) });
    end = m.index + m[0].length;
  }
  return { extra, end };
}

function candidates(line: string, dayFirst: boolean): Candidate[] {
  const out: Candidate[] = [];
  for (const m of line.matchAll(MONTH_DAY)) {
    if (!capitalised(m[1]!)) continue;
    const year = fullYear(m[4]);
    const base = m.index + m[0].length;
    const { extra, end } = year === undefined ? extraDays(line, base) : { extra: [], end: base };
    const monthText = m[1]! + (m[2]!.startsWith('.') ? '.' : '');
    out.push({
      kind: 'monthDay',
      dateStart: m.index,
      end,
      month: monthOf(m[1]!),
      day: Number.parseInt(m[3]!, 10),
      year,
      monthText,
      dayText: m[3]!,
      extra,
    });
  }
  for (const m of line.matchAll(DAY_MONTH)) {
    if (!capitalised(m[2]!)) continue;
    const end = m.index + m[0].length;
    const monthText = m[0].includes(`${m[2]}.`) ? `${m[2]}.` : m[2]!;
    out.push({
      kind: 'dayMonth',
      dateStart: m.index,
      end,
      month: monthOf(m[2]!),
      day: Number.parseInt(m[1]!, 10),
      year: fullYear(m[3]),
      monthText,
      dayText: m[1]!,
      extra: [],
    });
  }
  for (const m of line.matchAll(ISO)) {
    const end = m.index + m[0].length;
    out.push({
      kind: 'iso',
      dateStart: m.index,
      end,
      month: Number(m[2]),
      day: Number(m[3]),
      year: Number(m[1]),
      monthText: m[2]!,
      dayText: m[3]!,
      extra: [],
    });
  }
  for (const m of line.matchAll(NUMERIC)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [month, day] = dayFirst ? [b, a] : [a, b];
    const end = m.index + m[0].length;
    out.push({
      kind: 'numeric',
      dateStart: m.index,
      end,
      month,
      day,
      year: fullYear(m[3]),
      monthText: m[1]!,
      dayText: m[2]!,
      extra: [],
    });
  }
  return out.sort((x, y) => x.dateStart - y.dateStart || y.end - x.end);
}

type Candidate = Omit<WrittenDate, 'start' | 'weekday'>;

/** `pages 17 - 29 Jan. 26`: a day-month date sharing its month with a month-day one is a number before it. */
function sharesMonth(c: Candidate, all: Candidate[]): boolean {
  return (
    c.kind === 'dayMonth' &&
    all.some((o) => o.kind === 'monthDay' && o.dateStart > c.dateStart && o.dateStart < c.end)
  );
}

/** Every date of the line, left to right, none overlapping. */
export function findWrittenDates(line: string, dayFirst = false): WrittenDate[] {
  const out: WrittenDate[] = [];
  let last = 0;
  const all = candidates(line, dayFirst);
  for (const c of all) {
    if (c.dateStart < last || (!dayFirst && sharesMonth(c, all))) continue;
    const before = line.slice(Math.max(last, c.dateStart - 16), c.dateStart);
    const w = WEEKDAY_BEFORE.exec(before);
    // Letter codes count only in capitals (`M 9/8`); a name in any case (`monday, 9/8`).
    const weekday = w && (w[1]!.length > 2 || capitalised(w[1]!)) ? w[1]! : null;
    const start = weekday ? c.dateStart - (before.length - before.lastIndexOf(weekday)) : c.dateStart;
    out.push({ ...c, start, weekday });
    last = c.end;
  }
  return out;
}

/** Whether the text writes its numeric dates day first (`19/01`): a first number above 12, none second. */
export function writesDayFirst(text: string): boolean {
  let dayFirst = false;
  for (const m of text.matchAll(NUMERIC)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (b > 12 && b <= 31 && a <= 12) return false;
    if (a > 12 && a <= 31 && b <= 12) dayFirst = true;
  }
  return dayFirst;
}
