/**
 * A term heading whose season cannot hold the classes' dates (`Archives for Fall 2011` over posts
 * dated March 1 to March 27, a page's menu naming another term) does not give their year: the
 * first term heading whose season holds at least one dated class does; with no such heading, no
 * term year. Fewer than three dated classes prove nothing: the first term heading stands.
 */
import type { MonthDay } from './dates';
import { matchesOf } from './matches';
import { yearFirstTerm } from './year-first-term';

const TERM_SEASON =
  /\b(spring|summer|fall|autumn|winter)\s{0,3}(?:semester|term|quarter|session)?(?:\s{0,2}(?:[1-3]|I{1,3})(?=\s{0,2},?\s{0,2}\d{4}\b))?\s{0,3},?\s{0,3}(?:of\s(?=\d{4}))?['’]?\d{2}/gi;

/** A season glued to a field label before it (`SemesterSpring Semester, 2021`): capitalised, with a full year. */
const GLUED_SEASON =
  /(?<=[a-z])(Spring|Summer|Fall|Autumn|Winter)\s{0,3}(?:Semester|Term|Quarter|Session)?\s{0,3},?\s{0,3}\d{4}/g;

/** The months a term of each season can hold (a fall term's exams may reach January). */
const SEASON_MONTHS: Record<string, readonly number[]> = {
  spring: [1, 2, 3, 4, 5, 6],
  summer: [5, 6, 7, 8, 9],
  fall: [8, 9, 10, 11, 12, 1],
  autumn: [8, 9, 10, 11, 12, 1],
  winter: [11, 12, 1, 2, 3, 4],
};

function holdsAny(season: string, dates: readonly MonthDay[]): boolean {
  const months = SEASON_MONTHS[season.toLowerCase()]!;
  return dates.some((d) => months.includes(d.month));
}

/** Each term heading of the texts: its season and the line's tail from it (found once per document). */
const headingsOf = new WeakMap<readonly string[], { season: string; text: string }[]>();

function termHeadings(texts: string[]): { season: string; text: string }[] {
  const cached = headingsOf.get(texts);
  if (cached) return cached;
  const out: { season: string; text: string }[] = [];
  for (const t of texts) {
    if (!/\d/.test(t)) continue;
    for (const m of matchesOf(TERM_SEASON, t)) out.push({ season: m[1]!, text: t.slice(m.index) });
    for (const m of matchesOf(GLUED_SEASON, t)) out.push({ season: m[1]!, text: t.slice(m.index) });
    // `2016 Spring Semester`: the year before its season (year-first-term.ts).
    const first = yearFirstTerm(t);
    if (first) out.push({ season: first.season, text: t.slice(first.index) });
  }
  headingsOf.set(texts, out);
  return out;
}

/**
 * The texts from which the term year is read: unchanged with fewer than three dated classes, else the
 * tail of each line from each term heading whose season fits them (none when none fits).
 */
export function termTextsFitting(texts: string[], dates: readonly MonthDay[]): string[] {
  if (dates.length < 3) return texts;
  return termHeadings(texts)
    .filter((h) => holdsAny(h.season, dates))
    .map((h) => h.text);
}
