/**
 * Holidays that always fall on a Monday (Labor Day, Martin Luther King Jr. Day, Presidents' Day,
 * Memorial Day, Columbus / Indigenous Peoples' Day) name the weekday of the date written beside
 * them (`Sept. 7 Labor Day Holiday`, `9/6 Labor Day, no class!`) as surely as `Monday` would: a
 * yearless schedule's rows then have known weekdays. A date is read as the holiday only when it
 * can be that holiday (Labor Day: a Monday of 1-7 September), so a stray date never counts.
 */
import { MONTH_PATTERN, monthNumber, findDate, type MonthDay } from './dates';
import type { DatedItem } from './years';

interface MondayHoliday {
  name: RegExp;
  month: number;
  /** The days of the month the holiday's Monday can fall on. */
  from: number;
}

const HOLIDAYS: MondayHoliday[] = [
  { name: /(?<![A-Za-z])(?:martin luther king|mlk)\b/i, month: 1, from: 15 },
  { name: /(?<![A-Za-z])(?:presidents?['’]?|washington['’]?s?)\s+(?:day|birthday)\b/i, month: 2, from: 15 },
  { name: /(?<![A-Za-z])memorial day\b/i, month: 5, from: 25 },
  { name: /(?<![A-Za-z])labou?r day\b/i, month: 9, from: 1 },
  { name: /(?<![A-Za-z])(?:columbus|indigenous peoples['’]?) day\b/i, month: 10, from: 8 },
];

/** A month name glued to the text after its day (`Sept. 7Labor Day`), which `findDate` leaves. */
const GLUED = new RegExp(`\\b(${MONTH_PATTERN})\\.?\\s*(\\d{1,2})(?!\\d)`, 'i');

function dateOn(text: string): MonthDay | undefined {
  const found = findDate(text);
  if (found) return found.date;
  const m = GLUED.exec(text);
  return m ? { month: monthNumber(m[1]!)!, day: Number(m[2]) } : undefined;
}

/** The Monday holidays named on a line with a date that can be theirs: each date with weekday 0. */
export function holidayDates(texts: readonly string[]): DatedItem[] {
  const out: DatedItem[] = [];
  for (const t of texts) {
    if (t.length > 200 || !/day\b|\bmlk\b|king/i.test(t)) continue;
    const h = HOLIDAYS.find((x) => x.name.test(t));
    if (!h) continue;
    const d = dateOn(t);
    if (d && d.month === h.month && d.day >= h.from && d.day < h.from + 7)
      out.push({ date: { month: d.month, day: d.day, ...(d.year ? { year: d.year } : {}) }, weekday: 0 });
  }
  return out;
}

/**
 * The Monday holidays a dated session names under its date (`#### September 6` / `No class (Labor
 * Day)`): the session's date, when it can be that holiday, with weekday 0.
 */
export function sessionHolidayDates(sessions: readonly { date?: MonthDay; topics: string[] }[]): DatedItem[] {
  const out: DatedItem[] = [];
  for (const s of sessions) {
    const d = s.date;
    if (!d) continue;
    for (const t of s.topics) {
      if (t.length > 200) continue;
      const h = HOLIDAYS.find((x) => x.name.test(t));
      if (h && d.month === h.month && d.day >= h.from && d.day < h.from + 7) {
        out.push({ date: { month: d.month, day: d.day }, weekday: 0 });
        break;
      }
    }
  }
  return out;
}
