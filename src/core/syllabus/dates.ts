/** Recognising calendar dates and weekday names in syllabus text. */
import { DASHED_DATE, isCodeSection, moreDashed } from './dashed-dates';
import { DASH_CUE, DE_CUE, MONTH_CUE, SLASH_CUE, dateCues } from './date-cues';
import { MEETING_DAYS, type MeetingDay } from '../model';
import { textMemo } from './memo';
import { numericMoreDays } from './numeric-day-lists';
import { ROMANCE_MONTH_PATTERN, romanceMonthNumber } from './romance-months';

export interface MonthDay {
  month: number;
  day: number;
  year?: number;
}

export const MONTH_PATTERN =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

const MONTH_INDEX: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

/** The month of its first three ASCII letters, read from the character codes (no lower-cased copy). */
const MONTH_BY_CODE = new Map(
  Object.entries(MONTH_INDEX).map(([k, v]) => [
    (k.charCodeAt(0) << 16) | (k.charCodeAt(1) << 8) | k.charCodeAt(2),
    v,
  ]),
);

/** A lower-cased ASCII letter's code, or -1 for anything else. */
function asciiLetter(c: number): number {
  const lower = c | 32;
  return lower >= 97 && lower <= 122 ? lower : -1;
}

export function monthNumber(name: string): number | undefined {
  const a = asciiLetter(name.charCodeAt(0));
  const b = asciiLetter(name.charCodeAt(1));
  const c = asciiLetter(name.charCodeAt(2));
  if (a < 0 || b < 0 || c < 0) return MONTH_INDEX[name.toLowerCase().slice(0, 3)];
  return MONTH_BY_CODE.get((a << 16) | (b << 8) | c);
}

export const WEEKDAY_PATTERN =
  '(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:s|nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)';

const DAY_NAMES: readonly MeetingDay[] = MEETING_DAYS;

/** Weekday index (0 = Monday) of a full or abbreviated weekday name or a one-letter code (M T W R F). */
/** One-letter (and "th") weekday codes; made once, not on every call. */
const WEEKDAY_LETTERS: Record<string, number> = { m: 0, t: 1, w: 2, r: 3, th: 3, f: 4, s: 5, u: 6 };

export function weekdayIndex(token: string): number | undefined {
  const t = token.toLowerCase().replace(/[^a-z]/g, '');
  if (!t) return undefined;
  if (t.length <= 2 && t in WEEKDAY_LETTERS) return WEEKDAY_LETTERS[t];
  if (t.startsWith('th')) return 3;
  if (t.startsWith('tu')) return 1;
  const i = DAY_NAMES.findIndex((d) => d.startsWith(t.slice(0, 3)));
  return i >= 0 ? i : undefined;
}

export function weekdayName(index: number): MeetingDay {
  return DAY_NAMES[index]!;
}

const YEAR = '(?:,?\\s*(\\d{4})\\b)?';
/** "Sept. 7", "August 30, 2021", "Aug 23 2022"; a name of four letters or more glued to its day, `January25` (a table cell lost its space). */
const MONTH_DAY = new RegExp(
  `\\b(${MONTH_PATTERN})\\.?(?:\\s+|(?<=[a-z]{4}))(\\d{1,2})(?:st|nd|rd|th)?\\b(?!\\s*[:.]\\d)${YEAR}`,
  'i',
);
/** "Aug-27", "Sep-1", "Sep/4": a month and day joined by a hyphen or a slash (spreadsheet exports, Jekyll lists). */
const MONTH_HYPHEN_DAY = new RegExp(`\\b(${MONTH_PATTERN})([-/])(\\d{1,2})\\b(?!\\2)`, 'i');
/**
 * "25-Aug", "1-Sep-10", "3-Dec-2010": a spreadsheet's day-month date (its `d-mmm` and `d-mmm-yy` cell
 * formats), the day first and the month's short name after a hyphen; not inside a longer hyphened run
 * (`2-Aug-3`), and not when a day follows the month (`#1-Jan. 12`: class 1 on January 12).
 */
const DAY_HYPHEN_MONTH = new RegExp(
  `(?<![\\d-])\\b(\\d{1,2})-(${MONTH_PATTERN})(?:-(\\d{4}|\\d{2}))?\\b(?![-/]?\\d)(?!\\.?\\s{0,3}\\d{1,2}(?!\\d))`,
  'i',
);
/** "28 Aug", "1 September 2000", and day-first ordinals: "25th February", "3rd of March" */
const DAY_MONTH = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+(${MONTH_PATTERN})\\b\\.?${YEAR}`,
  'i',
);
/**
 * `17 de marzo`, `3 de março de 2025`: a day, `de` and a Spanish or Portuguese month (spanish-months.ts),
 * as a syllabus in either language writes its dates.
 */
const DAY_DE_MONTH = new RegExp(
  `\\b(\\d{1,2})[º°]?\\s+de\\s+(${ROMANCE_MONTH_PATTERN})(?![a-zà-ÿ])(?:\\s+del?\\s+(\\d{4})\\b)?`,
  'i',
);
/**
 * After `2 February`: ` 1- February 5`, ` 27 - Jan 29`. The number before the month is then a row's
 * own number (a module, a week), not a day: the date is the month's with the day after it, month
 * first as the range's end is (`2 February 1` is February 1, read from the row's number on).
 */
const MONTH_FIRST_RANGE_REST = new RegExp(
  `^\\s{1,3}(\\d{1,2})(?:st|nd|rd|th)?(?=\\s{0,3}[-\u2013\u2014]\\s{0,3}(?:${MONTH_PATTERN}\\.?\\s{1,3})?\\d{1,2}\\b)`,
  'i',
);
/**
 * "16, 19 Feb", "3 & 5 March 2021": the days of one session's classes before their month (day-first
 * tables), read only where a cell or line opens with it, so a chapter list before a date
 * ("ch. 3, 4 May") is not taken for its days.
 */
const DAY_LIST_MONTH = new RegExp(
  `(?:^|(?<=\\|[ \\t]{0,4}))(\\d{1,2})((?:[ \\t]*(?:,|&|and)[ \\t]*\\d{1,2}\\b)+)[ \\t]+(${MONTH_PATTERN})\\b\\.?${YEAR}`,
  'i',
);
/** The further days of a day list may span at most a week after its first day. */
const DAY_LIST_SPAN = 6;
/** "2018-01-16" */
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/;
/** "1/20", "01/20/2026", "1/20/26" */
const NUMERIC = /(?<![\d/])\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?\b/;

/**
 * Whether this document writes numeric dates day first (`19/01`): decided once per document from its
 * own evidence (`day-first.ts`) when a parse starts, and reset when it ends. Month first by default.
 */
let numericDayFirst = false;
export function setNumericDayFirst(on: boolean): void {
  numericDayFirst = on;
}
/** The month and day of a numeric date's two numbers, in this document's order. */
function numericMonthDay(a: number, b: number): { month: number; day: number } {
  return numericDayFirst ? { month: b, day: a } : { month: a, day: b };
}

export interface DateMatch {
  date: MonthDay;
  /** Further days of the same session ("September 3 & 6"). */
  more: MonthDay[];
  index: number;
  end: number;
}

/** A date's year; two digits read in 1950-2049 as a term's `Fall 99` is (years.ts): `9/21/90` is 1990. */
function fullYear(y: string | undefined): number | undefined {
  if (!y) return undefined;
  const n = Number(y);
  if (y.length === 2) return n < 50 ? 2000 + n : 1900 + n;
  return n >= 1900 && n <= 2100 ? n : undefined;
}

/** Extra days after a month-day date: ", 7, & 9", " & 6", " and 29". */
const MORE_DAYS = /^((?:\s*(?:,|&|and)\s*(?:&|and)?\s*\d{1,2}\b(?![:.]\d|\s*(?:am|pm|a\.m|p\.m)))+)/i;

interface DatePatterns {
  monthDay: RegExp;
  monthHyphenDay: RegExp;
  dayMonth: RegExp;
  dayHyphenMonth: RegExp;
  dayListMonth: RegExp;
  dayDeMonth: RegExp;
  iso: RegExp;
  numeric: RegExp;
  dashed: RegExp;
}
const ANYWHERE: DatePatterns = {
  monthDay: MONTH_DAY,
  monthHyphenDay: MONTH_HYPHEN_DAY,
  dayMonth: DAY_MONTH,
  dayHyphenMonth: DAY_HYPHEN_MONTH,
  dayListMonth: DAY_LIST_MONTH,
  dayDeMonth: DAY_DE_MONTH,
  iso: ISO,
  numeric: NUMERIC,
  dashed: DASHED_DATE,
};
/** The same patterns tried only at index 0 (sticky): what a leading date needs, without scanning the line. */
const sticky = (re: RegExp) => new RegExp(re.source, `${re.flags}y`);
const AT_START: DatePatterns = {
  monthDay: sticky(MONTH_DAY),
  monthHyphenDay: sticky(MONTH_HYPHEN_DAY),
  dayMonth: sticky(DAY_MONTH),
  dayHyphenMonth: sticky(DAY_HYPHEN_MONTH),
  dayListMonth: sticky(DAY_LIST_MONTH),
  dayDeMonth: sticky(DAY_DE_MONTH),
  iso: sticky(ISO),
  numeric: sticky(NUMERIC),
  dashed: sticky(DASHED_DATE),
};
const EVERY_CUE = MONTH_CUE | DE_CUE | DASH_CUE | SLASH_CUE;
function execAt(re: RegExp, text: string): RegExpExecArray | null {
  re.lastIndex = 0;
  return re.exec(text);
}

/** The earliest date of the text (the longest at that index); `at` AT_START looks only at index 0. */
function firstMatch(text: string, at: DatePatterns = ANYWHERE): DateMatch | null {
  // Anywhere in the text, each pattern is tried only where its cue is (date-cues.ts); at index 0
  // (sticky) each is one quick try and the leading-date callers test the text's start first.
  const cues = at === ANYWHERE ? dateCues(text) : EVERY_CUE;
  if (!cues) return null;
  const candidates: DateMatch[] = [];
  const md = cues & MONTH_CUE ? execAt(at.monthDay, text) : null;
  if (md) {
    const month = monthNumber(md[1]!)!;
    const date: MonthDay = { month, day: Number(md[2]), year: fullYear(md[3]) };
    let end = md.index + md[0].length;
    const more: MonthDay[] = [];
    if (!md[3]) {
      const extra = MORE_DAYS.exec(text.slice(end));
      if (extra) {
        for (const d of extra[1]!.match(/\d{1,2}/g) ?? []) more.push({ month, day: Number(d) });
        end += extra[0].length;
        const y = /^,?\s*(\d{4})\b/.exec(text.slice(end));
        if (y) {
          date.year = fullYear(y[1]);
          for (const m of more) m.year = date.year;
          end += y[0].length;
        }
      }
    }
    if (date.day >= 1 && date.day <= 31) candidates.push({ date, more, index: md.index, end });
  }
  const mh = cues & MONTH_CUE ? execAt(at.monthHyphenDay, text) : null;
  if (mh && Number(mh[3]) >= 1 && Number(mh[3]) <= 31) {
    const date = { month: monthNumber(mh[1]!)!, day: Number(mh[3]) };
    candidates.push({ date, more: [], index: mh.index, end: mh.index + mh[0].length });
  }
  const dm = cues & MONTH_CUE ? execAt(at.dayMonth, text) : null;
  if (dm && Number(dm[1]) >= 1 && Number(dm[1]) <= 31) {
    const end = dm.index + dm[0].length;
    const range = dm[3] === undefined ? MONTH_FIRST_RANGE_REST.exec(text.slice(end)) : null;
    const month = monthNumber(dm[2]!)!;
    if (range && Number(range[1]) >= 1 && Number(range[1]) <= 31)
      candidates.push({
        date: { month, day: Number(range[1]) },
        more: [],
        index: dm.index,
        end: end + range[0].length,
      });
    else
      candidates.push({
        date: { month, day: Number(dm[1]), year: fullYear(dm[3]) },
        more: [],
        index: dm.index,
        end,
      });
  }
  const dh = cues & MONTH_CUE ? execAt(at.dayHyphenMonth, text) : null;
  if (dh && Number(dh[1]) >= 1 && Number(dh[1]) <= 31) {
    const date = { month: monthNumber(dh[2]!)!, day: Number(dh[1]), year: fullYear(dh[3]) };
    candidates.push({ date, more: [], index: dh.index, end: dh.index + dh[0].length });
  }
  const list = cues & MONTH_CUE ? dayListMatch(execAt(at.dayListMonth, text)) : null;
  if (list) candidates.push(list);
  const de = cues & DE_CUE ? execAt(at.dayDeMonth, text) : null;
  if (de && Number(de[1]) >= 1 && Number(de[1]) <= 31) {
    const date = { month: romanceMonthNumber(de[2]!), day: Number(de[1]), year: fullYear(de[3]) };
    candidates.push({ date, more: [], index: de.index, end: de.index + de[0].length });
  }
  const iso = cues & DASH_CUE ? execAt(at.iso, text) : null;
  if (iso) {
    const date = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
    if (date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= 31)
      candidates.push({ date, more: [], index: iso.index, end: iso.index + iso[0].length });
  }
  const num = cues & SLASH_CUE ? execAt(at.numeric, text) : null;
  if (num) {
    const date = { ...numericMonthDay(Number(num[1]), Number(num[2])), year: fullYear(num[3]) };
    const end = num.index + num[0].length;
    // `8/25, 8/27, 8/29`: the further days of a list (numeric-day-lists.ts).
    const list = num[3] ? { more: [], end } : numericMoreDays(text, end, numericMonthDay);
    if (date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= 31)
      candidates.push({ date, more: list.more, index: num.index, end: list.end });
  }
  // `8-24-05`: a numeric date with hyphens and its year (dashed-dates.ts).
  const dashed = cues & DASH_CUE ? execAt(at.dashed, text) : null;
  if (dashed && !isCodeSection(text, dashed.index)) {
    const date = { ...numericMonthDay(Number(dashed[1]), Number(dashed[2])), year: fullYear(dashed[3]) };
    const end = dashed.index + dashed[0].length;
    const extra = moreDashed(text.slice(end));
    const more = (extra?.numbers ?? []).map(([a, b]) => ({ ...numericMonthDay(a, b), year: date.year }));
    if (date.month >= 1 && date.month <= 12 && date.day >= 1 && date.day <= 31)
      candidates.push({ date, more, index: dashed.index, end: end + (extra?.length ?? 0) });
  }
  candidates.sort((a, b) => a.index - b.index || b.end - a.end);
  return candidates[0] ?? null;
}

/** A day list before its month ("16, 19 Feb") as its first day with the others as `more`; days must rise within a week. */
function dayListMatch(m: RegExpExecArray | null): DateMatch | null {
  if (!m) return null;
  const month = monthNumber(m[3]!)!;
  const year = fullYear(m[4]);
  const days = [Number(m[1]), ...(m[2]!.match(/\d{1,2}/g) ?? []).map(Number)];
  const first = days[0]!;
  const last = days[days.length - 1]!;
  if (first < 1 || last > 31 || last - first > DAY_LIST_SPAN) return null;
  if (days.some((d, i) => i > 0 && d <= days[i - 1]!)) return null;
  const [date, ...more] = days.map((day) => ({ month, day, year }));
  return { date: date!, more, index: m.index, end: m.index + m[0].length };
}

/** The first date anywhere in the text. */
export function findDate(text: string): DateMatch | null {
  return firstMatch(text);
}

/** All dates in the text, left to right. */
export function findDates(text: string): DateMatch[] {
  const out: DateMatch[] = [];
  let offset = 0;
  while (offset < text.length) {
    const m = firstMatch(text.slice(offset));
    if (!m) break;
    out.push({ ...m, index: m.index + offset, end: m.end + offset });
    offset += Math.max(m.end, 1);
  }
  return out;
}

/**
 * An optional weekday before the date: "Tuesday, ", "Tu ", "W ", "R " (Thursday), "Th. ", "TUEFEB 4" (the
 * space lost), or a weekday letter code in parentheses, "(M) ", "(Th) ", or a date in parentheses after its weekday, "M (Aug 26)".
 */
const LEAD = new RegExp(
  `^(?:(?:for|on)\\s+)?(?:(${WEEKDAY_PATTERN}|[MTWRF](?=\\s)|Th|Tu|Sa|Su|Mo|We|Fr)\\.?,?(?:\\s+|(?=${MONTH_PATTERN}\\.?\\s*\\d))|\\((M|T|W|R|F|Th|Tu|Sa|Su|Mo|We|Fr)\\)\\s+)?`,
  'i',
);

/** How LEAD or a date can begin: DATE_START, "for"/"on", a weekday name or its letters. */
const LEAD_OR_DATE_START =
  /^(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|for\s|on\s|mon|tue|wed|thu|fri|sat|sun|th|tu|sa|su|mo|we|fr|[mtwrf]\s|\([mtwrfs])/i;
/** How a date at index 0 can begin: a digit (day, ISO or numeric date) or a month name. */
const DATE_START = /^(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

export interface LeadingDate extends DateMatch {
  weekday?: number;
  rest: string;
}

/**
 * A date that opens the line ("Feb. 10: ...", "Tuesday, August 19, 2025", "2018-01-16  Intro").
 * Read once per text (the passes ask it of a line two or three times); each caller gets its own
 * copy, since a session keeps the date it was given and the calendar may complete it.
 */
export function leadingDate(text: string): LeadingDate | null {
  // Neither a lead word nor a date can open the text: nothing to match (most lines).
  if (!LEAD_OR_DATE_START.test(text)) return null;
  const d = leadingDateOnce(text);
  if (!d) return null;
  const more = d.more.map((m) => ({ ...m }));
  return { date: { ...d.date }, more, index: d.index, end: d.end, weekday: d.weekday, rest: d.rest };
}

const leadingDateOnce = textMemo(readLeadingDate);

function readLeadingDate(text: string): LeadingDate | null {
  const lead = LEAD.exec(text)!;
  // A month-name date in parentheses after its weekday ("M (Aug 26) Topic"): the date inside them
  // (a numeric one, "M (8/31)", is left to the layouts that read it already).
  const open = (lead[1] ?? lead[2]) && /^\([A-Za-z]/.test(text.slice(lead[0].length)) ? 1 : 0;
  const after = text.slice(lead[0].length + open);
  // Every date shape opens with a digit or a month name: any other start has no date at index 0,
  // so the five date patterns need not scan the rest of the line (most lines are not dated).
  if (!DATE_START.test(after)) return null;
  const m = firstMatch(after, AT_START);
  if (m?.index !== 0) return null;
  if (open && after[m.end] !== ')') return null;
  const dateEnd = m.end + open;
  // A weekday in parentheses after the date ("5/19 (Tue) –") names the day as a leading one does.
  const tail = /^\s*\*?\s*(?:\(([A-Za-z]{1,3}|[A-Z][a-z]+)\))?\s*[:.,;|–—-]?\s*/.exec(after.slice(dateEnd))!;
  const rest = after.slice(dateEnd + tail[0].length).trim();
  const named = lead[1] ?? lead[2] ?? tail[1];
  const weekday = named ? weekdayIndex(named) : undefined;
  // Built field by field (same fields, same order as a spread of `m`): a spread here was the slowest
  // line of the sessions pass.
  return { date: m.date, more: m.more, index: 0, end: lead[0].length + open + dateEnd, weekday, rest };
}
