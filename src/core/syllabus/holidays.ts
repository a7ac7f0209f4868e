/**
 * Holidays that always fall on a Monday (Labor Day, Martin Luther King Jr. Day, Presidents' Day,
 * Memorial Day, Columbus / Indigenous Peoples' Day) name the weekday of the date written beside
 * them (`Sept. 7 Labor Day Holiday`, `9/6 Labor Day, no class!`) as surely as `Monday` would: a
 * yearless schedule's rows then have known weekdays. A date is read as the holiday only when it
 * can be that holiday (Labor Day: a Monday of 1-7 September), so a stray date never counts.
 */
import { MONTH_PATTERN, monthNumber, findDates, type MonthDay } from './dates';
import type { DatedItem } from './years';

interface MondayHoliday {
  name: RegExp;
  month: number;
  /** The days of the month the holiday's Monday can fall on. */
  from: number;
  /** Its weekday when not a Monday (0 = Monday). */
  weekday?: number;
}

const HOLIDAYS: MondayHoliday[] = [
  { name: /(?<![A-Za-z])(?:martin luther king|mlk)\b/i, month: 1, from: 15 },
  { name: /(?<![A-Za-z])(?:presidents?['’]?|washington['’]?s?)\s+(?:day|birthday)\b/i, month: 2, from: 15 },
  { name: /(?<![A-Za-z])memorial day\b/i, month: 5, from: 25 },
  { name: /(?<![A-Za-z])labou?r day\b/i, month: 9, from: 1 },
  { name: /(?<![A-Za-z])(?:columbus|indigenous peoples['’]?) day\b/i, month: 10, from: 8 },
  // US Thanksgiving: the fourth Thursday of November (the day, not a break of several days around it).
  {
    name: /(?<![A-Za-z])thanksgiving\b(?!\s*(?:break|recess|week|weekend|vacation|holidays|-))/i,
    month: 11,
    from: 22,
    weekday: 3,
  },
];

/** A month name glued to the text after its day (`Sept. 7Labor Day`), which `findDate` leaves. */
const GLUED = new RegExp(`\\b(${MONTH_PATTERN})\\.?\\s*(\\d{1,2})(?!\\d)`, 'i');

/** The date written nearest before the holiday's name (`Nov. 22 (Nov. 24 is Thanksgiving)`: the 24th), else the first. */
function dateOn(text: string, name: RegExp): MonthDay | undefined {
  const at = text.search(name);
  const all = findDates(text);
  const before = all.filter((d) => d.index < at);
  const found = before.length ? before[before.length - 1] : all[0];
  if (found) return found.date;
  const m = GLUED.exec(text);
  return m ? { month: monthNumber(m[1]!)!, day: Number(m[2]) } : undefined;
}

/** The Monday holidays named on a line with a date that can be theirs: each date with weekday 0. */
export function holidayDates(texts: readonly string[]): DatedItem[] {
  const out: DatedItem[] = [];
  for (const t of texts) {
    if (t.length > 200 || !/day\b|\bmlk\b|king|thanksgiving/i.test(t)) continue;
    const h = HOLIDAYS.find((x) => x.name.test(t));
    if (!h) continue;
    const d = dateOn(t, h.name);
    if (d && d.month === h.month && d.day >= h.from && d.day < h.from + 7)
      out.push({
        date: { month: d.month, day: d.day, ...(d.year ? { year: d.year } : {}) },
        weekday: h.weekday ?? 0,
      });
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
    if (!s.date) continue;
    for (const t of s.topics) {
      if (t.length > 200) continue;
      const h = HOLIDAYS.find((x) => x.name.test(t));
      // A date the note itself gives (`(Nov. 24 is Thanksgiving)`) is the holiday's, not the session's.
      const d = (h && findDates(t).length ? dateOn(t, h.name) : undefined) ?? s.date;
      if (h && d.month === h.month && d.day >= h.from && d.day < h.from + 7) {
        out.push({ date: { month: d.month, day: d.day }, weekday: h.weekday ?? 0 });
        break;
      }
    }
  }
  return out;
}
