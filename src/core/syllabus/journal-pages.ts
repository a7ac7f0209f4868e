/**
 * A journal citation's pages after its volume and colon: `American Sociological Review 71:353-375`,
 * `Journal of Health and Social Behavior 51(S):S28-S40`, `Man 11, 1: 1-17`, `Social Networks,
 * 25:2:103-140`; an abbreviated end page is written out (`27:415-44` → 415-444). The colon after a
 * number is not read as pages elsewhere (it is a clock time's); here the volume must follow a word,
 * as a journal's name does, and no colon may follow the range.
 */
import type { PageHit } from './pages';

const JOURNAL_PAGES =
  /[A-Za-z.),]\s+\d{1,4}(?:\s*\([^()]{1,12}\)|,\s*\d{1,3}|:\d{1,3}(?=:))?\s*:\s*([A-Z]?\d{1,5})\s*[-–]\s*([A-Z]?\d{1,5})(?![\d:])/;

/** `415`-`44` → `444`: an end page written with its last digits only. */
export function fullEnd(start: string, end: string): string {
  if (!/^\d+$/.test(start) || !/^\d+$/.test(end) || end.length >= start.length) return end;
  const full = start.slice(0, start.length - end.length) + end;
  return Number(full) > Number(start) ? full : end;
}

export function journalPages(text: string): PageHit | null {
  const m = JOURNAL_PAGES.exec(text);
  if (!m) return null;
  const start = m[1]!;
  const index = m.index + m[0].lastIndexOf(start, m[0].length - m[2]!.length - 1);
  return { pages: `${start}-${fullEnd(start, m[2]!)}`, index, end: m.index + m[0].length };
}

/** A page range whose end page is written with its last digits only, written out (`221-42` → `221-242`). */
export function writtenOutRange(pages: string): string {
  const m = /^(\d{1,5})-(\d{1,5})$/.exec(pages);
  return m ? `${m[1]}-${fullEnd(m[1]!, m[2]!)}` : pages;
}
