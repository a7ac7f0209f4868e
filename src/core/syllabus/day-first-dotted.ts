/**
 * Dates written day.month. with the closing dot of European usage (`15.09.`, `15.09.2026`,
 * `15.09. 2026` where a narrow table cell wrapped the year onto its next line). The closing dot
 * says day first: a month.day (`9.04`, dotted-dates.ts) has no dot after the day. Read only where a
 * table's date column is read, and only when the year follows or the first number cannot be a month.
 */
import type { LeadingDate } from './dates';

const DAY_FIRST = /^(\d{1,2})\.(\d{1,2})\. ?(\d{4})?(?!\d)/;

/** A day.month. date opening a date cell, with its year when written after it. */
export function dayFirstDotted(text: string): LeadingDate | null {
  const t = text.trim();
  const m = DAY_FIRST.exec(t);
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = m[3] ? Number(m[3]) : undefined;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (year === undefined && day <= 12) return null;
  const date = year === undefined ? { month, day } : { month, day, year };
  return { date, more: [], index: 0, end: m[0].length, rest: t.slice(m[0].length).trim() };
}
