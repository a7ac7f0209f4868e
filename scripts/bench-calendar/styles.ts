/**
 * The date styles the calendar bench writes a syllabus in. Each is a general rewrite of every date the
 * text writes (`find-dates.ts`): its format, the weekday written before it, and whether years are kept.
 */
import { MONTH_NAMES as MONTHS } from '../../src/core/syllabus/month-names';

export type DateFormat =
  | 'keep'
  | 'numeric'
  | 'monthPoint'
  | 'monthOrdinal'
  | 'monthFull'
  | 'dayMonth'
  | 'dayOrdinal'
  | 'iso'
  | 'numericShortYear'
  | 'dayOnly';
export type WeekdayMode = 'keep' | 'full' | 'abbr' | 'letter' | 'mixedLetter' | 'twoLetter' | 'none';

export interface DateStyle {
  name: string;
  format: DateFormat;
  weekday: WeekdayMode;
  /** Years left out of every date and of the term headers (`Fall 2025` -> `Fall`). */
  dropYear: boolean;
  /** Numeric dates written day first (`8/9` for 8 September), whatever the text wrote. */
  dayFirst?: boolean;
  /** The term's name and year written once, as the page's title line (`Fall 2025`). */
  titleYear?: boolean;
  /** Dates that open a line become their day number under a month heading line (`September` / `8 …`). */
  monthHeadings?: boolean;
}

export const STYLES: readonly DateStyle[] = [
  { name: '9/8', format: 'numeric', weekday: 'keep', dropYear: false },
  { name: 'Sept. 8', format: 'monthPoint', weekday: 'keep', dropYear: false },
  { name: 'September 8th', format: 'monthOrdinal', weekday: 'keep', dropYear: false },
  { name: '8 September', format: 'dayMonth', weekday: 'keep', dropYear: false },
  { name: '8th September', format: 'dayOrdinal', weekday: 'keep', dropYear: false },
  { name: 'no year, Monday, 8th September', format: 'dayOrdinal', weekday: 'full', dropYear: true },
  { name: '2025-09-08', format: 'iso', weekday: 'keep', dropYear: false },
  { name: 'Monday, September 8', format: 'monthFull', weekday: 'full', dropYear: false },
  { name: 'Mon 9/8', format: 'numeric', weekday: 'abbr', dropYear: false },
  { name: 'M 9/8', format: 'numeric', weekday: 'letter', dropYear: false },
  { name: 'Tu 9/9', format: 'numeric', weekday: 'mixedLetter', dropYear: false },
  { name: 'Mo 9/8', format: 'numeric', weekday: 'twoLetter', dropYear: false },
  { name: 'no year', format: 'keep', weekday: 'keep', dropYear: true },
  { name: 'no year, Mon Sept. 8', format: 'monthPoint', weekday: 'abbr', dropYear: true },
  { name: 'no year, M 9/8', format: 'numeric', weekday: 'letter', dropYear: true },
  { name: '8/9 day first', format: 'numeric', weekday: 'keep', dropYear: false, dayFirst: true },
  { name: 'Mon 8/9 day first', format: 'numeric', weekday: 'abbr', dropYear: false, dayFirst: true },
  { name: '9/8/25', format: 'numericShortYear', weekday: 'keep', dropYear: false },
  { name: 'no weekday', format: 'keep', weekday: 'none', dropYear: false },
  { name: 'no weekday, 9/8', format: 'numeric', weekday: 'none', dropYear: false },
  { name: 'year in title only', format: 'monthPoint', weekday: 'keep', dropYear: true, titleYear: true },
  { name: 'month heading, day', format: 'dayOnly', weekday: 'keep', dropYear: false, monthHeadings: true },
];

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const LETTERS = ['M', 'T', 'W', 'R', 'F', 'S', 'U'];
/** The letters most US syllabi write: M Tu W Th F. */
const MIXED_LETTERS = ['M', 'Tu', 'W', 'Th', 'F', 'Sa', 'Su'];
const TWO_LETTERS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

function monthPoint(month: number): string {
  const name = MONTHS[month - 1]!;
  if (name.length <= 4) return name;
  return `${month === 9 ? 'Sept' : name.slice(0, 3)}.`;
}

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

const two = (n: number) => String(n).padStart(2, '0');

export interface DateParts {
  year: number;
  month: number;
  day: number;
  /** Write the year (it was written, and the style keeps years). */
  withYear: boolean;
  /** The date as first written, for the `keep` format. */
  kept: { kind: 'monthDay' | 'dayMonth' | 'iso' | 'numeric'; monthText: string; dayText: string };
  dayFirst: boolean;
}

function keptFormat(d: DateParts): string {
  const { kind, monthText, dayText } = d.kept;
  const y = d.withYear ? String(d.year) : null;
  if (kind === 'monthDay') return y ? `${monthText} ${dayText}, ${y}` : `${monthText} ${dayText}`;
  if (kind === 'dayMonth') return y ? `${dayText} ${monthText} ${y}` : `${dayText} ${monthText}`;
  if (kind === 'numeric') return y ? `${monthText}/${dayText}/${y}` : `${monthText}/${dayText}`;
  return formatDate({ ...d, kept: { ...d.kept, kind: 'monthDay' } }, 'monthPoint');
}

export function formatDate(d: DateParts, format: DateFormat): string {
  const { year, month, day, withYear } = d;
  switch (format) {
    case 'keep':
      return keptFormat(d);
    case 'numeric': {
      const md = d.dayFirst ? `${day}/${month}` : `${month}/${day}`;
      return withYear ? `${md}/${year}` : md;
    }
    case 'monthPoint':
      return withYear ? `${monthPoint(month)} ${day}, ${year}` : `${monthPoint(month)} ${day}`;
    case 'monthOrdinal':
      return withYear
        ? `${MONTHS[month - 1]} ${ordinal(day)}, ${year}`
        : `${MONTHS[month - 1]} ${ordinal(day)}`;
    case 'monthFull':
      return withYear ? `${MONTHS[month - 1]} ${day}, ${year}` : `${MONTHS[month - 1]} ${day}`;
    case 'dayMonth':
      return withYear ? `${day} ${MONTHS[month - 1]} ${year}` : `${day} ${MONTHS[month - 1]}`;
    case 'dayOrdinal':
      return withYear
        ? `${ordinal(day)} ${MONTHS[month - 1]} ${year}`
        : `${ordinal(day)} ${MONTHS[month - 1]}`;
    case 'iso':
      return `${year}-${two(month)}-${two(day)}`;
    case 'numericShortYear': {
      const md = d.dayFirst ? `${two(day)}/${two(month)}` : `${month}/${day}`;
      return `${md}/${two(year % 100)}`;
    }
    case 'dayOnly':
      return String(day);
  }
}

/** The weekday written before a date in this mode (with its separator), or null to keep what is written. */
export function weekdayPrefix(weekday: number, mode: WeekdayMode): string | null {
  switch (mode) {
    case 'keep':
      return null;
    case 'full':
      return `${WEEKDAYS[weekday]}, `;
    case 'abbr':
      return `${WEEKDAYS[weekday]!.slice(0, 3)} `;
    case 'letter':
      return `${LETTERS[weekday]} `;
    case 'mixedLetter':
      return `${MIXED_LETTERS[weekday]} `;
    case 'twoLetter':
      return `${TWO_LETTERS[weekday]} `;
    case 'none':
      return '';
  }
}
