/**
 * The year of yearless class dates read from the document's own complete dates: a schedule whose
 * rows say `19/01, 20/01` and whose exam table says `05/03/2026`, `11/05/2026`. Used only when no
 * term and no written weekday decides the year. The complete dates must agree on one academic year
 * (their years at most one apart) and fall within the classes' span under the chosen year: a lone
 * citation date or an old "updated" stamp does not date a schedule, but a lone complete date opening its
 * own line (`September 18, 2007` over the term's deadlines, a calendar entry) does.
 */
import { isValidDay, toEpochDay } from './calendar';
import { findDates, leadingDate, type MonthDay } from './dates';
import { assignYears, type DatedItem, proseWeekdayDates } from './years';

/** Days before the first class and after the last one that a complete date may fall on. */
const BEFORE = 31;
const AFTER = 45;

interface CompleteDates {
  dates: MonthDay[];
  /** How many of them open their line (`September 18, 2007` over a list of deadlines). */
  opening: number;
}

function completeDates(texts: readonly string[]): CompleteDates {
  const dates: MonthDay[] = [];
  let opening = 0;
  for (const t of texts) {
    // Only lines that write a four-digit year can hold a complete date worth reading here.
    if (!/\d{4}/.test(t)) continue;
    for (const m of findDates(t))
      if (m.date.year !== undefined && isValidDay(m.date.year, m.date.month, m.date.day)) dates.push(m.date);
    if (leadingDate(t)?.date.year !== undefined) opening++;
  }
  return { dates, opening };
}

/** How many complete dates fall within the classes' span when the first class is in `year`. */
function inSpan(items: DatedItem[], complete: MonthDay[], year: number): number {
  const years = assignYears(
    items.map((i) => i.date),
    year,
  );
  const days: number[] = [];
  items.forEach((it, i) => {
    const y = years[i];
    if (y !== undefined && isValidDay(y, it.date.month, it.date.day))
      days.push(toEpochDay(y, it.date.month, it.date.day));
  });
  if (!days.length) return 0;
  const first = Math.min(...days) - BEFORE;
  const last = Math.max(...days) + AFTER;
  let n = 0;
  for (const d of complete) {
    const day = toEpochDay(d.year!, d.month, d.day);
    if (day >= first && day <= last) n++;
  }
  return n;
}

/** The year of the first yearless class date, from the complete dates written beside the schedule. */
export function yearOfCompleteDates(all: DatedItem[], texts: readonly string[]): number | undefined {
  // A row that writes its own year (`May 4, 2023.` heading a note) is one of the complete dates, not a yearless row.
  const items = all.filter((i) => i.date.year === undefined);
  if (items.length < 2 || all.some((i) => i.weekday !== undefined)) return undefined;
  // Written weekdays decide the year elsewhere (years.ts), even when none fitted.
  if (proseWeekdayDates(texts as string[]).length) return undefined;
  const found = completeDates(texts);
  const complete = found.dates;
  // One complete date is enough when it opens its line, a calendar entry; one inside a sentence or a
  // citation is not.
  if (complete.length < 2 && found.opening < 1) return undefined;
  const years = complete.map((d) => d.year!);
  const low = Math.min(...years);
  const high = Math.max(...years);
  if (high - low > 1) return undefined;
  let best: number | undefined;
  let bestCount = 0;
  for (let y = low - 1; y <= high; y++) {
    const n = inSpan(items, complete, y);
    if (n > bestCount) {
      best = y;
      bestCount = n;
    }
  }
  // At least half of the complete dates must fall among the classes.
  return bestCount * 2 >= complete.length ? best : undefined;
}
