/** The workload forecast: readings still to do and their pages, per week, for the coming weeks. */
import { addDays, daysBetween, mondayOf } from '../plan/dates';
import type { CoursePlan } from '../plan/recommendations';

export const FORECAST_WEEKS = 6;

export const FORECAST_FORMULA =
  `For this week and the ${FORECAST_WEEKS - 1} after it: the readings not yet completed that are scheduled in that week ` +
  '(by their date, else by their syllabus week) and the pages they span ("12-30" is 19 pages; a reading without pages adds none).';

/** `488-92` → 492: an end page printed with its last digits only stands for the full page. */
function fullEnd(start: number, end: number): number {
  if (end >= start) return end;
  const digits = 10 ** String(end).length;
  const full = start - (start % digits) + end;
  return full > start ? full : end;
}

/**
 * Pages of a reading's page field: each comma-separated part is a range "a-b" (b - a + 1 pages; an abbreviated
 * end, "488-92", is the page it stands for) or one page.
 * Only digit runs are read, so no pattern can backtrack.
 */
export function pageCount(pages: string | undefined): number {
  if (!pages) return 0;
  let total = 0;
  for (const part of pages.split(/[,;]/)) {
    const numbers = part.match(/\d+/g)?.map(Number) ?? [];
    const [a, b] = numbers;
    if (a === undefined) continue;
    const end = b === undefined ? undefined : fullEnd(a, b);
    total += end !== undefined && end >= a ? end - a + 1 : 1;
  }
  return total;
}

export interface ForecastWeek {
  weekOf: string;
  readings: number;
  pages: number;
}

type ForecastReading = CoursePlan['readings'][number] & { pages?: string | undefined };

/** The day a reading is due: its scheduled date, else the Monday of its syllabus week (from the semester start). */
function dueDay(r: ForecastReading, semesterStart: string | undefined): string | undefined {
  if (r.scheduledDate) return r.scheduledDate;
  if (!semesterStart) return undefined;
  return addDays(mondayOf(semesterStart), (r.weekNumber - 1) * 7);
}

export function workloadForecast(plans: readonly CoursePlan[], today: string): ForecastWeek[] {
  const first = mondayOf(today);
  const weeks: ForecastWeek[] = Array.from({ length: FORECAST_WEEKS }, (_, i) => ({
    weekOf: addDays(first, i * 7),
    readings: 0,
    pages: 0,
  }));
  for (const p of plans)
    for (const r of p.readings as readonly ForecastReading[]) {
      if (r.completed) continue;
      const due = dueDay(r, p.semesterStart);
      if (!due) continue;
      const week = weeks[Math.floor(daysBetween(first, due) / 7)];
      if (!week || due < first) continue;
      week.readings++;
      week.pages += pageCount(r.pages);
    }
  return weeks;
}
