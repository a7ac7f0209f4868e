/**
 * Calendar pass for sessions that give only a day of the month ("### 23:", "### 25:", "### 1:").
 * With no month anywhere above them, the term ("Fall 2021") names the candidate first months
 * (fall: August or September; spring: January or February; summer: May to July); the days then
 * run on, a smaller day starting the next month. The candidate whose classes never fall on a
 * weekend wins; when two fit equally the sessions stay undated (the student confirms them).
 */
import { isValidDay, toEpochDay, weekdayOf } from './calendar';
import type { MonthDay } from './dates';
import type { Session } from './layouts';
import { termYear } from './years';

const FIRST_MONTHS: Record<string, number[]> = {
  fall: [8, 9],
  autumn: [8, 9],
  spring: [1, 2],
  winter: [12, 1],
  summer: [5, 6, 7],
};

function seasonOf(texts: string[]): string | undefined {
  for (const t of texts) {
    const m = /\b(spring|summer|fall|autumn|winter)\s*(?:semester|term|quarter)?\s*,?\s*\d{4}\b/i.exec(t);
    if (m) return m[1]!.toLowerCase();
  }
  return undefined;
}

/** Months for running day numbers from a first month: a smaller day starts the next month. */
export function runDays(days: number[], firstMonth: number, year: number): MonthDay[] {
  let month = firstMonth;
  let y = year;
  let prev = 0;
  return days.map((day) => {
    if (day < prev) {
      month = (month % 12) + 1;
      if (month === 1) y++;
    }
    prev = day;
    return { month, day, year: y };
  });
}

function weekendCount(dates: MonthDay[]): number {
  return dates.filter(
    (d) => !isValidDay(d.year!, d.month, d.day) || weekdayOf(toEpochDay(d.year!, d.month, d.day)) >= 5,
  ).length;
}

export function resolveDayNumbers(sessions: Session[], texts: string[]): void {
  const open = sessions.filter((s) => s.dayOfMonth !== undefined && !s.date);
  if (!open.length) return;
  const season = seasonOf(texts);
  const year = termYear(texts);
  if (!season || year === undefined) return;
  const days = open.map((s) => s.dayOfMonth!);
  const options = FIRST_MONTHS[season]!.map((m) => {
    const first = season === 'winter' && m === 12 ? year - 1 : year;
    const dates = runDays(days, m, first);
    return { dates, weekend: weekendCount(dates) };
  });
  const best = Math.min(...options.map((o) => o.weekend));
  const winners = options.filter((o) => o.weekend === best);
  if (winners.length !== 1) return;
  open.forEach((s, i) => {
    s.date = winners[0]!.dates[i]!;
  });
}
