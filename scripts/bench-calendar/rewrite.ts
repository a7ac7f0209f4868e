/**
 * Rewrites every date of a syllabus text into one style (`styles.ts`), keeping everything else. A date
 * is rewritten only when the truth's term places it (`term.ts`); the weekday written before it is kept
 * or written in the style's form (from the date's real weekday); years go when the style drops them,
 * as do the years of term headers (`Fall 2025`). A text whose dates cannot take the style comes back
 * unchanged.
 */
import { MONTH_NAMES } from '../../src/core/syllabus/month-names';
import { findWrittenDates, type WrittenDate, writesDayFirst } from './find-dates';
import { type DateParts, type DateStyle, formatDate, weekdayPrefix } from './styles';
import { type Term, termYears, weekdayOf, yearInTerm } from './term';

interface Placed {
  year: number;
  month: number;
  day: number;
}

/** The real dates of a written date and of its further days, or null when the term cannot place one. */
function place(term: Term, d: WrittenDate): Placed[] | null {
  const year = yearInTerm(term, d.month, d.day, d.year);
  if (year === null) return null;
  const out: Placed[] = [{ year, month: d.month, day: d.day }];
  for (const e of d.extra) {
    const prev = out[out.length - 1]!;
    const month = e.day < prev.day ? (prev.month % 12) + 1 : prev.month;
    const y = yearInTerm(term, month, e.day);
    if (y === null) return null;
    out.push({ year: y, month, day: e.day });
  }
  return out;
}

function written(d: WrittenDate, p: Placed, style: DateStyle, dayFirst: boolean): string {
  const parts: DateParts = {
    ...p,
    withYear: d.year !== undefined && !style.dropYear,
    kept: { kind: d.kind, monthText: d.monthText, dayText: d.dayText },
    dayFirst: dayFirst || style.dayFirst === true,
  };
  return formatDate(parts, style.format);
}

function rewriteDate(
  line: string,
  d: WrittenDate,
  places: Placed[],
  style: DateStyle,
  dayFirst: boolean,
): string {
  const [first, ...more] = places;
  const prefix = weekdayPrefix(weekdayOf(first!.year, first!.month, first!.day), style.weekday);
  let out = (prefix ?? line.slice(d.start, d.dateStart)) + written(d, first!, style, dayFirst);
  more.forEach((p, i) => {
    const sep = d.extra[i]!.sep;
    if (style.format === 'keep') out += sep + String(p.day);
    else
      out +=
        sep +
        (weekdayPrefix(weekdayOf(p.year, p.month, p.day), style.weekday) ?? '') +
        written(d, p, style, dayFirst);
  });
  return out;
}

/** Where the text before a date is only indentation, bullets or heading marks: the date opens the line. */
const LINE_OPENING = /^[\s#>*•-]{0,8}$/;

/**
 * One line in the style. With month headings, a date opening the line is written as its day number and a
 * line naming its month goes before it when the month changes (`September` / `8 Topic`); other dates of
 * the line are kept as written.
 */
export function rewriteLine(
  line: string,
  term: Term,
  style: DateStyle,
  dayFirst: boolean,
  months: MonthState = { last: 0 },
): string {
  const dates = findWrittenDates(line, dayFirst);
  if (dates.length === 0) return line;
  let out = '';
  let heading = '';
  let at = 0;
  for (const d of dates) {
    const places = place(term, d);
    if (!places) continue;
    let dateStyle = style;
    if (style.monthHeadings) {
      const opens = at === 0 && LINE_OPENING.test(line.slice(0, d.start));
      if (!opens) dateStyle = { ...style, format: 'keep' };
      else if (places[0]!.month !== months.last) {
        heading =
          headingMarks(line.slice(0, d.start)) +
          monthHeading(places[0]!, d.year !== undefined && !style.dropYear);
        months.last = places[0]!.month;
      }
    }
    out += line.slice(at, d.start) + rewriteDate(line, d, places, dateStyle, dayFirst);
    at = d.end;
  }
  return (heading ? `${heading}\n` : '') + out + line.slice(at);
}

interface MonthState {
  last: number;
}

/** A markdown heading's marks one level up (`#### 8` goes under `### September`), else nothing. */
function headingMarks(opening: string): string {
  const marks = opening.trim().match(/^#+/)?.[0] ?? '';
  return marks.length > 1 ? `${marks.slice(1)} ` : '';
}

function monthHeading(p: Placed, withYear: boolean): string {
  const name = MONTH_NAMES[p.month - 1]!;
  return withYear ? `${name} ${p.year}` : name;
}

/** The term's season and year as a page title would name it (`Fall 2025`, `Spring 2026`). */
function termTitle(term: Term): string {
  const first = new Date(term.first * 86_400_000);
  const month = first.getUTCMonth() + 1;
  const season = month <= 5 ? 'Spring' : month <= 7 ? 'Summer' : 'Fall';
  return `${season} ${first.getUTCFullYear()}`;
}

const TERM_WORD = '(?:Fall|Spring|Summer|Winter|Autumn)';
const TERM_THEN_YEAR = new RegExp(
  `\\b(${TERM_WORD}(?:\\s+(?:Semester|Term|Quarter|Session))?),?\\s+(\\d{4}|'\\d{2})\\b`,
  'gi',
);
const YEAR_THEN_TERM = new RegExp(`\\b(\\d{4})\\s+(${TERM_WORD})\\b`, 'gi');

/** `Fall 2025` -> `Fall`, `2025 Spring` -> `Spring`, for the term's own years only. */
export function dropTermYears(text: string, term: Term): string {
  const years = new Set(termYears(term));
  const own = (y: string) => years.has(y.startsWith("'") ? 2000 + Number(y.slice(1)) : Number(y));
  return text
    .replace(TERM_THEN_YEAR, (all, head: string, y: string) => (own(y) ? head : all))
    .replace(YEAR_THEN_TERM, (all, y: string, word: string) => (own(y) ? word : all));
}

export function rewriteText(text: string, term: Term, style: DateStyle): string {
  const dayFirst = writesDayFirst(text);
  const months: MonthState = { last: 0 };
  const lines = text.split('\n').map((l) => rewriteLine(l, term, style, dayFirst, months));
  const out = lines.join('\n');
  const dropped = style.dropYear ? dropTermYears(out, term) : out;
  return style.titleYear && dropped !== text ? `${termTitle(term)}\n\n${dropped}` : dropped;
}
