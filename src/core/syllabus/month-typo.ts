/**
 * A month written wrong on a dated row: `Apr 29 (T)`, `Apr 31 (Th)` on the first lines of a schedule
 * whose next row is `Sep 5 (T)` in a fall term. The row's weekday and its place in the schedule say
 * which month was meant: when the written date does not exist or falls far from its neighbours with
 * the wrong weekday, and exactly one month puts that day on the written weekday within six weeks
 * before the next dated row (and after the previous one), the row takes that month.
 */
import { isValidDay, toEpochDay, weekdayOf } from './calendar';
import type { Session } from './layouts';

/** How far before the next dated row a corrected date may fall: six weeks. */
const WINDOW = 42;

interface Dated {
  s: Session;
  day: number | undefined;
}

function epochOf(s: Session, year: number): number | undefined {
  const d = s.date!;
  return isValidDay(year, d.month, d.day) ? toEpochDay(year, d.month, d.day) : undefined;
}

/** Does the row sit where its date puts it, with its written weekday? */
function fits(x: Dated, prev: number | undefined, next: number | undefined): boolean {
  if (x.day === undefined) return false;
  if (x.s.weekday !== undefined && weekdayOf(x.day) !== x.s.weekday) {
    const near = (n: number | undefined) => n !== undefined && Math.abs(n - x.day!) <= WINDOW;
    return near(prev) || near(next);
  }
  return true;
}

/** The one month that puts the row's day on its weekday between its neighbours, if exactly one does. */
function meantMonth(x: Dated, year: number, prev: number | undefined, next: number): number | undefined {
  const found: number[] = [];
  for (let month = 1; month <= 12; month++) {
    if (!isValidDay(year, month, x.s.date!.day)) continue;
    const day = toEpochDay(year, month, x.s.date!.day);
    if (weekdayOf(day) !== x.s.weekday || day > next || next - day > WINDOW) continue;
    if (prev !== undefined && day < prev) continue;
    found.push(month);
  }
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Corrects the month of dated rows (with a written weekday, without a year of their own) that the
 * rows around them show to be a typo. Changes the sessions' dates in place; returns how many.
 */
export function fixMonthTypos(sessions: readonly Session[], year: number | undefined): number {
  if (year === undefined) return 0;
  const dated: Dated[] = sessions
    .filter((s) => s.date && s.date.year === undefined)
    .map((s) => ({ s, day: epochOf(s, year) }));
  // The next row after each that sits where its date puts it (one backward scan).
  const nextFit: (number | undefined)[] = [];
  let after: number | undefined;
  for (let i = dated.length - 1; i >= 0; i--) {
    nextFit[i] = after;
    const x = dated[i]!;
    if (fits(x, undefined, undefined)) after = x.day;
  }
  let fixed = 0;
  let prev: number | undefined;
  dated.forEach((x, i) => {
    const next = nextFit[i];
    if (x.s.weekday !== undefined && next !== undefined && !fits(x, prev, next)) {
      const month = meantMonth(x, year, prev, next);
      if (month !== undefined) {
        x.s.date = { ...x.s.date!, month };
        x.day = epochOf(x.s, year);
        fixed++;
      }
    }
    if (x.day !== undefined) prev = x.day;
  });
  return fixed;
}
