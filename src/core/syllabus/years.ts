/** Inferring the year of dates that the syllabus writes without one. */
import { academicYearBase } from './academic-year';
import { isValidDay, toEpochDay, weekdayOf } from './calendar';
import { termTextsFitting } from './term-season';
import { titleYear } from './title-year';
import { yearField } from './year-field';
import { yearFirstTerm } from './year-first-term';
import { MONTH_PATTERN, type MonthDay, monthNumber, WEEKDAY_PATTERN, weekdayIndex } from './dates';
import { matchesOf } from './matches';

export interface DatedItem {
  date: MonthDay;
  weekday?: number;
}

/**
 * A term and its year: `Fall 2019`, `Spring Semester, 2021`, `Spring of 2022`, `Winter '24`, `Fall 2019-20`, and a
 * numbered session of a term before a four-digit year (`Summer 1, 2021`, `Summer Session II 2019`).
 */
const TERM =
  /\b(spring|summer|fall|autumn|winter)\s*(?:semester|term|quarter|session)?(?:\s{0,2}(?:[1-3]|I{1,3})(?=\s{0,2},?\s{0,2}\d{4}\b))?\s*,?\s*(?:of\s+(?=\d{4}\b))?(\d{4}|['’]?\d{2}(?!\d|[:.]\d))(?:\s*[-–/]\s*(\d{2,4}))?/i;

/**
 * A term glued to a field label before it by a lost cell border (`SemesterSpring Semester, 2021` on a course
 * portal page): a capitalised season right after a lowercase letter, with a four-digit year.
 */
const GLUED_TERM =
  /(?<=[a-z])(Spring|Summer|Fall|Autumn|Winter)\s?(?:Semester|Term|Quarter|Session)?,?\s?(\d{4})\b/;

/** A two-digit year: 99 is 1999, 14 is 2014. */
const fullYear = (yy: number): number => (yy < 50 ? 2000 + yy : 1900 + yy);

/** The year named by a term heading ("Fall 2022", "Spring 1999-2000", "Fall Semester, 1990", "Fall 99"). */
export function termYear(texts: string[]): number | undefined {
  for (const t of texts) {
    const m = TERM.exec(t) ?? GLUED_TERM.exec(t);
    if (!m) {
      // `2016 Spring Semester`: the term written year first (year-first-term.ts).
      const first = yearFirstTerm(t);
      if (first) return first.year;
      continue;
    }
    const digits = m[2]!.replace(/['’]/, '');
    const first = digits.length === 2 ? fullYear(Number(digits)) : Number(digits);
    if (!m[3]) return first;
    const second = m[3].length === 2 ? Math.floor(first / 100) * 100 + Number(m[3]) : Number(m[3]);
    return /fall|autumn/i.test(m[1]!) ? first : second;
  }
  return undefined;
}

/** A numeric date with a two-digit year: "Updated 11/21/16". */
const SHORT_YEAR_DATE = /\b(?:0?[1-9]|1[0-2])\/(?:0?[1-9]|[12]\d|3[01])\/(\d{2})\b(?!\/)/g;

const HAS_DIGIT = /\d/;
/** A year from 1950 to 2049 written in four digits. */
const FOUR_DIGIT_YEAR = /\b(19[5-9]\d|20[0-4]\d)\b/g;

/** Years written anywhere in the text (four digits, or the two-digit year of a numeric date). */
export function mentionedYears(texts: string[]): number[] {
  const seen = new Set<number>();
  for (const t of texts) {
    // Both patterns need a digit: a line without one is not scanned twice more.
    if (!HAS_DIGIT.test(t)) continue;
    for (const m of matchesOf(FOUR_DIGIT_YEAR, t)) seen.add(Number(m[1]));
    for (const m of matchesOf(SHORT_YEAR_DATE, t)) {
      seen.add(fullYear(Number(m[1])));
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/**
 * "No class on Labor Day, Monday September 5", "Friday, October 21": a weekday written next to a
 * date anywhere in the prose (not only on a session's heading) is evidence of the year too.
 */
const PROSE_WEEKDAY_DATE = new RegExp(
  `\\b(${WEEKDAY_PATTERN})\\.?,?\\s+(${MONTH_PATTERN})\\.?\\s+(\\d{1,2})\\b(?!\\s*,?\\s*\\d{4})`,
  'gi',
);

/** "posted by Friday, 1/5", "Tues 9/9": a weekday written before a numeric month/day (no year after it). */
const PROSE_WEEKDAY_NUMERIC = new RegExp(
  `\\b(${WEEKDAY_PATTERN})\\.?,?\\s+(0?[1-9]|1[0-2])/(0?[1-9]|[12]\\d|3[01])\\b(?!/)`,
  'gi',
);

const proseCache = new WeakMap<readonly string[], DatedItem[]>();

export function proseWeekdayDates(texts: string[]): DatedItem[] {
  const cached = proseCache.get(texts);
  if (cached) return cached;
  const out: DatedItem[] = [];
  proseCache.set(texts, out);
  for (const t of texts) {
    if (!HAS_DIGIT.test(t)) continue;
    for (const m of matchesOf(PROSE_WEEKDAY_DATE, t)) {
      const month = monthNumber(m[2]!);
      const weekday = weekdayIndex(m[1]!);
      if (month === undefined || weekday === undefined) continue;
      out.push({ date: { month, day: Number(m[3]) }, weekday });
    }
    if (t.indexOf('/') < 0) continue;
    for (const m of matchesOf(PROSE_WEEKDAY_NUMERIC, t)) {
      const weekday = weekdayIndex(m[1]!);
      if (weekday !== undefined) out.push({ date: { month: Number(m[2]), day: Number(m[3]) }, weekday });
    }
  }
  return out;
}

/** The prose weekday dates that are no session's own weekday-labelled date (that one is counted once). */
export function notOnSessions(prose: DatedItem[], items: DatedItem[]): DatedItem[] {
  const labelled = items.filter((i) => i.weekday !== undefined);
  if (!labelled.length) return prose;
  return prose.filter(
    (p) =>
      !labelled.some(
        (i) => i.date.month === p.date.month && i.date.day === p.date.day && i.weekday === p.weekday,
      ),
  );
}

/** A dated item's written weekday, with the New Years passed since the first item (a month far back). */
interface WeekdayCheck {
  years: number;
  month: number;
  day: number;
  weekday: number;
}

/** The items that carry a weekday, read once for the many candidate years `baseYear` scores. */
function weekdayChecks(items: DatedItem[]): WeekdayCheck[] {
  const checks: WeekdayCheck[] = [];
  let years = 0;
  let prevMonth = 0;
  for (const it of items) {
    if (it.date.month < prevMonth - 5) years++;
    prevMonth = it.date.month;
    if (it.weekday !== undefined)
      checks.push({ years, month: it.date.month, day: it.date.day, weekday: it.weekday });
  }
  return checks;
}

/** +1 for each weekday the year's calendar puts on its date, -1 for each it does not. */
function checksScore(checks: WeekdayCheck[], year: number): number {
  let score = 0;
  for (const c of checks) {
    const y = year + c.years;
    if (!isValidDay(y, c.month, c.day)) continue;
    if (weekdayOf(toEpochDay(y, c.month, c.day)) === c.weekday) score++;
    else score--;
  }
  return score;
}

export function weekdayScore(items: DatedItem[], year: number): number {
  return checksScore(weekdayChecks(items), year);
}

const TERM_ALL = new RegExp(TERM.source, 'gi');

/** Every year a term heading names ("Winter 2024" in a stale page header, "Winter 2025" in the title). */
export function termYears(texts: string[]): number[] {
  const seen = new Set<number>();
  for (const t of texts) {
    if (!HAS_DIGIT.test(t)) continue;
    for (const m of matchesOf(TERM_ALL, t)) {
      const y = termYear([m[0]]);
      if (y !== undefined) seen.add(y);
    }
  }
  return [...seen];
}

/**
 * How well a year fits classes that meet on fixed weekdays: the dates on the most used weekday
 * (Monday to Friday) less the dates that fall on a weekend. Used only for dates without a written
 * weekday ("Jan 14", "Jan 21", "Jan 28": Tuesdays in 2025, Sundays in 2024).
 */
export function meetingFit(items: DatedItem[], year: number): number {
  const counts = new Array<number>(7).fill(0);
  let y = year;
  let prevMonth = 0;
  for (const it of items) {
    if (it.date.month < prevMonth - 5) y++;
    prevMonth = it.date.month;
    if (!isValidDay(y, it.date.month, it.date.day)) continue;
    counts[weekdayOf(toEpochDay(y, it.date.month, it.date.day))]!++;
  }
  return Math.max(...counts.slice(0, 5)) - counts[5]! - counts[6]!;
}

/**
 * Between the years the term headings name, the one whose calendar puts the undated-weekday rows
 * on a steady class day; the first term heading's year unless another fits clearly better.
 */
function bestTermYear(items: DatedItem[], texts: string[], term: number | undefined): number | undefined {
  if (term === undefined || items.length < 4) return term;
  let best = term;
  let bestFit = meetingFit(items, term);
  const margin = Math.max(2, Math.ceil(items.length / 4));
  for (const y of termYears(texts)) {
    const fit = meetingFit(items, y);
    if (y !== term && fit >= meetingFit(items, term) + margin && fit > bestFit) {
      best = y;
      bestFit = fit;
    }
  }
  return best;
}

/**
 * The year of the first yearless date: weekday labels decide among the years the text mentions,
 * else the term. `hint` (the year in the file's name) is weak evidence: a candidate that loses
 * every tie to a year the text names, used alone only when the text gives no year at all.
 */
export function baseYear(
  items: DatedItem[],
  texts: string[],
  hint?: number,
  /** The newest publication year of a taken reading (`newest-cited-year.ts`): no year before it but the term's. */
  notBefore?: number,
): number | undefined {
  const onSessions = items.filter((i) => i.weekday !== undefined).length;
  // Weekdays in the prose are looked for only when the sessions' own weekdays cannot decide; a session's
  // own `Thursday, October 17` found again in the text is the same evidence, not a second weekday.
  const prose = onSessions >= 2 ? [] : notOnSessions(proseWeekdayDates(texts), items);
  const labelled = onSessions + prose.length;
  const term = termYear(
    termTextsFitting(
      texts,
      items.map((i) => i.date),
    ),
  );
  if (labelled >= 2) {
    const years = mentionedYears(texts);
    const candidates = new Set<number>();
    for (const y of years) for (const d of [-1, 0, 1]) candidates.add(y + d);
    // A syllabus is written after the works it cites: the few years after the newest one named.
    const newest = years[years.length - 1];
    if (newest !== undefined) for (const d of [2, 3]) candidates.add(newest + d);
    if (term) candidates.add(term);
    if (hint !== undefined) candidates.add(hint);
    // The course assigns a work of `notBefore`: it is taught in the few years after it (the work's own
    // year is not evidence of the term's, as in cited-years.ts; it stays a candidate only if named elsewhere).
    if (notBefore !== undefined) {
      for (const d of [1, 2, 3]) candidates.add(notBefore + d);
      for (const y of candidates) if (y < notBefore && y !== term) candidates.delete(y);
    }
    const mentioned = new Set(years);
    // Ties (years of one calendar, five, six, eleven or more years apart): the term's year, then a year
    // no earlier than the year before the newest one named (a syllabus names its own term and cites
    // older works: `Fall 2015` in a stale header, rows of 2016, a work of 2011 in a reading list), then a
    // year the text names, then the file name's year, then the latest. The newest year counts only with
    // another named within five years before it (a stray `2043` in a call number or page is no year).
    const settled = years.filter((y, i) => i > 0 && y - years[i - 1]! <= 5).at(-1);
    const recent = (y: number) => settled !== undefined && y >= settled - 1;
    const rank = (y: number) =>
      (y === term ? 8 : 0) + (recent(y) ? 4 : 0) + (mentioned.has(y) ? 2 : 0) + (y === hint ? 1 : 0);
    let best: number | undefined;
    let bestScore = 0;
    const itemChecks = weekdayChecks(items);
    const proseChecks = weekdayChecks(prose);
    for (const y of [...candidates].sort((a, b) => a - b)) {
      const s = checksScore(itemChecks, y) + checksScore(proseChecks, y);
      if (s > bestScore || (s === bestScore && best !== undefined && rank(y) >= rank(best))) {
        best = y;
        bestScore = s;
      }
    }
    const enough = Math.max(2, Math.ceil(labelled * 0.6));
    if (best !== undefined && bestScore >= enough) return best;
    if (term === undefined && newest !== undefined) {
      const later = laterFittingYear(items, prose, Math.max(newest, (notBefore ?? 0) - 1), enough);
      if (later !== undefined) return later;
    }
  }
  if (labelled === 0)
    return (
      bestTermYear(items, texts, term) ??
      yearField(texts) ??
      academicYearBase(
        items.map((i) => i.date),
        texts,
      ) ??
      titleYear(texts) ??
      hint
    );
  // A stale term heading ("Spring 2019" over rows whose weekdays are another year's): no year.
  if (term !== undefined && staleTerm(items, term)) return undefined;
  // Weekdays that no year fitted well enough: the file name's year is not forced on them.
  return term ?? (labelled >= 2 ? undefined : (hint ?? singleWeekdayYear(items, prose, texts)));
}

/**
 * One weekday written beside a date (`January 24 -- Thursday`), no term and no file name: the year
 * just after the newest year the text names (the edition and supplement a course assigns, at most
 * two years old) when exactly one of the newest year and the two after it puts the date on that
 * weekday. Wider, one weekday fits too many years to say; the year is inferred (yearSource 'weekdays').
 */
function singleWeekdayYear(items: DatedItem[], prose: DatedItem[], texts: string[]): number | undefined {
  const newest = mentionedYears(texts).at(-1);
  if (newest === undefined) return undefined;
  const fits = [newest, newest + 1, newest + 2].filter(
    (y) => weekdayScore(items, y) + weekdayScore(prose, y) === 1,
  );
  return fits.length === 1 ? fits[0] : undefined;
}

/**
 * The term's year is stale when the weekdays written on the classes themselves clearly deny it and
 * fit another year's calendar: at least three of them, most disagreeing with the term's calendar,
 * nearly all agreeing with some year of the 28-year cycle around it (a page kept from an old term
 * whose rows were redated). Its dates are then left without a year rather than put on the wrong
 * weekdays. Labels that fit no calendar (a "(S)" seminar read as Saturday) prove nothing; weekdays
 * only in the prose ("paper due Friday, September 21") are too weak to overrule a term.
 */
export function staleTerm(items: DatedItem[], term: number): boolean {
  const labelled = items.filter((i) => i.weekday !== undefined).length;
  if (labelled < 3 || weekdayScore(items, term) > -Math.ceil(labelled * 0.6)) return false;
  const checks = weekdayChecks(items);
  for (let y = term - 14; y <= term + 14; y++) if (checksReach(checks, y, 0.8 * labelled)) return true;
  return false;
}

/**
 * Does `checksScore(checks, year)` reach `target`? Stops at the first check after which the checks left
 * cannot make it up (a wrong year misses most weekdays, so it is told apart after a few).
 */
function checksReach(checks: WeekdayCheck[], year: number, target: number): boolean {
  let score = 0;
  for (let i = 0; i < checks.length; i++) {
    if (score + (checks.length - i) < target) return false;
    const c = checks[i]!;
    const y = year + c.years;
    if (!isValidDay(y, c.month, c.day)) continue;
    if (weekdayOf(toEpochDay(y, c.month, c.day)) === c.weekday) score++;
    else score--;
  }
  return score >= target;
}

/**
 * No term and no year the text names fits the written weekdays: the nearest later year that does,
 * within six years after the newest year named (a schedule is written after the works it cites and
 * the files it links, seldom long after; further on, nearly any weekdays fit some year, so the year
 * stays open). The year is inferred, not read: the structurer says so (yearSource 'weekdays').
 */
function laterFittingYear(
  items: DatedItem[],
  prose: DatedItem[],
  newest: number,
  enough: number,
): number | undefined {
  for (let y = newest + 1; y <= newest + 6; y++) {
    if (weekdayScore(items, y) + weekdayScore(prose, y) >= enough) return y;
  }
  return undefined;
}

/** Give every date a year: its own, else carried from the previous date (rolling over at New Year), else the base year. */
export function assignYears(dates: MonthDay[], base: number | undefined): (number | undefined)[] {
  let year = base;
  let prevMonth = 0;
  return dates.map((d) => {
    if (d.year) {
      year = d.year;
      prevMonth = d.month;
      return d.year;
    }
    if (year === undefined) return undefined;
    if (d.month < prevMonth - 5) year++;
    prevMonth = d.month;
    return year;
  });
}
