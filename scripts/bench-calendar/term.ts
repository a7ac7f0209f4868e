/**
 * The term as a document's truth gives it: the span of its dates (semester start and end, every dated
 * reading). A date written in the text is rewritten only when it falls in that span (give or take 45
 * days), so a work's own date (`April 16, 1963`) or a stray far-off date is left as written; and a date
 * written without its year takes the year that puts it in the span.
 */
export interface Term {
  /** Days since 1970-01-01 (UTC) of the earliest and latest truth dates. */
  first: number;
  last: number;
}

const MARGIN = 45;
const DAY_MS = 86_400_000;

export function epochDay(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

/** A real calendar date: `Feb 30` and `13/40` are not. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Weekday index of a date, 0 = Monday. */
export function weekdayOf(year: number, month: number, day: number): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

interface TruthLike {
  semesterStart?: string | null;
  semesterEnd?: string | null;
  weeks?: { readings?: { date?: string | null; scheduledDate?: string | null }[] }[];
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The dates the truth gives (ISO days), in order. */
export function truthDates(truth: TruthLike): string[] {
  const out: string[] = [];
  for (const d of [truth.semesterStart, truth.semesterEnd]) if (d) out.push(d);
  for (const w of truth.weeks ?? [])
    for (const r of w.readings ?? []) {
      const d = r.date ?? r.scheduledDate;
      if (d) out.push(d);
    }
  return out;
}

/** The truth's term, or null when it dates nothing (the document is not on this bench). */
export function termOf(truth: TruthLike): Term | null {
  const days = truthDates(truth)
    .map((d) => ISO_DAY.exec(d))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => epochDay(Number(m[1]), Number(m[2]), Number(m[3])));
  if (days.length === 0) return null;
  return { first: Math.min(...days), last: Math.max(...days) };
}

function inTerm(term: Term, day: number): boolean {
  return day >= term.first - MARGIN && day <= term.last + MARGIN;
}

/** The year that puts month/day in the term (a written year must itself do so), or null. */
export function yearInTerm(term: Term, month: number, day: number, written?: number): number | null {
  const firstYear = new Date(term.first * DAY_MS).getUTCFullYear();
  const years = written === undefined ? [firstYear - 1, firstYear, firstYear + 1] : [written];
  for (const y of years) if (isCalendarDate(y, month, day) && inTerm(term, epochDay(y, month, day))) return y;
  return null;
}

/** The years the term spans (a header `Fall 2025` naming one of them is the term's year). */
export function termYears(term: Term): number[] {
  const a = new Date((term.first - MARGIN) * DAY_MS).getUTCFullYear();
  const b = new Date((term.last + MARGIN) * DAY_MS).getUTCFullYear();
  const out: number[] = [];
  for (let y = a; y <= b; y++) out.push(y);
  return out;
}
