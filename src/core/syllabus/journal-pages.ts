/**
 * A journal citation's pages after its volume and colon: `American Sociological Review 71:353-375`,
 * `Journal of Health and Social Behavior 51(S):S28-S40`, `Man 11, 1: 1-17`, `Social Networks,
 * 25:2:103-140`; an abbreviated end page stays as printed (`27:415-44` → 415-44), the corpus's labelling
 * convention (fresh20/LABELLING.md). The colon after a number is not read as pages elsewhere (it is a clock time's); here the volume must follow a word,
 * as a journal's name does, and no colon may follow the range.
 */
import type { PageHit } from './pages';

const JOURNAL_PAGES =
  /[A-Za-z.),]\s+\d{1,4}(?:\s*\([^()]{1,12}\)|,\s*\d{1,3}|:\d{1,3}(?=:))?\s*:\s*([A-Z]?\d{1,5})\s*[-–]\s*([A-Z]?\d{1,5})(?![\d:])/;

export function journalPages(text: string): PageHit | null {
  const m = JOURNAL_PAGES.exec(text);
  if (!m) return null;
  const start = m[1]!;
  const index = m.index + m[0].lastIndexOf(start, m[0].length - m[2]!.length - 1);
  return { pages: `${start}-${m[2]!}`, index, end: m.index + m[0].length };
}
