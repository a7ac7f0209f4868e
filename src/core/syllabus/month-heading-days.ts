/**
 * A schedule that names each month once, on a line of its own, and gives only the day of the month on
 * the class lines under it (`September` / `8 Introduction` / `10 Negligence` / `October` / `1 …`;
 * `### September 2025` / `#### Mon 8`): each day line is written again with its month (and the heading's
 * year), so the dated layouts read it as a class on that day (`#### Mon September 8`).
 *
 * Only lines that open with the day (after heading marks, a bullet or a weekday) and whose days rise
 * under their month heading count; a numbered item (`1.`, `2)`), a time (`8:30`), a range of pages or a
 * line that writes its own month-name date does not, nor does a month whose days run seven or more in a
 * row, weekend included (a month calendar flattened to one cell a line), and a line opening with its own month date ends
 * the heading's run (a `Due October 4` inside it does not). At least three day lines in the document, two under one heading, are needed: a month
 * named alone once over a numbered list is no calendar.
 */
import { MONTH_PATTERN, monthNumber, WEEKDAY_PATTERN } from './dates';
import { MONTH_NAMES } from './month-names';

/** A line that is only a month name, with an optional year (`SEPTEMBER`, `### October 2025:`, `**Nov.**`). */
const MONTH_LINE = new RegExp(`^[#*_\\s]{0,8}(${MONTH_PATTERN})\\.?(?:,?\\s(\\d{4}))?[*_:\\s]{0,6}$`, 'i');
const MAX_MONTH_LINE = 40;

/** A weekday letter code (`M`, `Tu`, `R`); it counts only in capitals (`M 24`, not `m 24`). */
const WEEKDAY_CODE = '(?:Mo|Tu|We|Th|Fr|Sa|Su|M|T|W|R|F)';

/** A class line opening with its day of the month: marks, an optional weekday, the day, then a boundary. */
const DAY_LINE = new RegExp(
  `^(\\s{0,8}(?:#{1,6}\\s+|[-*•]\\s+|\\*\\*)?(?:(${WEEKDAY_PATTERN}|${WEEKDAY_CODE})\\.?,?\\s+)?)(\\d{1,2})(?:st|nd|rd|th)?(?=$|\\s|:(?!\\d)|,|\\||\\*\\*)`,
  'i',
);

/** A line opening with a month-name date of its own (`Sept. 8 …`, `- Mon 8 September`): a dated class. */
const OWN_MONTH_DATE = new RegExp(
  `^[#*_•\\s-]{0,8}(?:${WEEKDAY_PATTERN}\\.?,?\\s+)?(?:${MONTH_PATTERN}\\.?\\s+\\d|\\d{1,2}\\s+${MONTH_PATTERN}\\b)`,
  'i',
);

const MIN_DAYS = 3;
const MIN_UNDER_HEADING = 2;

interface DayLine {
  index: number;
  prefix: string;
  /** Characters of the day token (with any ordinal suffix) after the prefix. */
  length: number;
  day: number;
}

interface Run {
  month: number;
  year: string | undefined;
  days: DayLine[];
}

function monthLine(text: string): { month: number; year: string | undefined } | null {
  if (text.length > MAX_MONTH_LINE) return null;
  const m = MONTH_LINE.exec(text);
  if (!m) return null;
  const month = monthNumber(m[1]!);
  return month ? { month, year: m[2] } : null;
}

function dayLine(text: string, index: number): DayLine | null {
  const m = DAY_LINE.exec(text);
  if (!m) return null;
  const day = Number(m[3]);
  const weekday = m[2];
  if (day < 1 || day > 31) return null;
  if (weekday && weekday.length <= 2 && weekday[0] !== weekday[0]!.toUpperCase()) return null;
  const token = m[0].slice(m[1]!.length);
  return { index, prefix: m[1]!, length: token.length, day };
}

function runsOf(texts: readonly string[]): Run[] {
  const runs: Run[] = [];
  let run: Run | null = null;
  texts.forEach((text, index) => {
    const heading = monthLine(text);
    if (heading) {
      run = { ...heading, days: [] };
      runs.push(run);
      return;
    }
    if (!run) return;
    if (OWN_MONTH_DATE.test(text)) {
      run = null;
      return;
    }
    const d = dayLine(text, index);
    const last = run.days[run.days.length - 1];
    if (d && d.day > (last?.day ?? 0)) run.days.push(d);
  });
  return runs.filter((r) => r.days.length > 0 && !isMonthCalendar(r.days));
}

/** A week of days in a row, weekend included (`1`, `2`, … `7`): the cells of a month calendar, not classes. */
const CALENDAR_RUN = 7;

function isMonthCalendar(days: DayLine[]): boolean {
  let inRow = 1;
  for (let i = 1; i < days.length; i++) {
    inRow = days[i]!.day === days[i - 1]!.day + 1 ? inRow + 1 : 1;
    if (inRow >= CALENDAR_RUN) return true;
  }
  return false;
}

/** The rest of a row shifted back by the characters the date added, where a run of spaces allows (a spaced table keeps its columns). */
function keepColumns(rest: string, added: number): string {
  let spaces = 0;
  while (spaces < rest.length && rest[spaces] === ' ') spaces++;
  return spaces > added + 1 ? rest.slice(added) : rest;
}

/** The lines with each day under a month heading written with its month; other lines unchanged. */
export function monthHeadingDays(texts: string[]): string[] {
  const runs = runsOf(texts);
  const total = runs.reduce((n, r) => n + r.days.length, 0);
  if (total < MIN_DAYS || !runs.some((r) => r.days.length >= MIN_UNDER_HEADING)) return texts;
  const out = texts.slice();
  for (const run of runs)
    for (const d of run.days) {
      const text = out[d.index]!;
      const date = `${MONTH_NAMES[run.month - 1]} ${d.day}${run.year ? `, ${run.year}` : ''}`;
      const rest = text.slice(d.prefix.length + d.length);
      out[d.index] = d.prefix + date + keepColumns(rest, date.length - d.length);
    }
  return out;
}
