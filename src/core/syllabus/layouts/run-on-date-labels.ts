/**
 * A semester flattened into one paragraph by a Word or PDF export, each class a month-day label with its
 * colon: `Chapter One. Sources Jan. 19: pages 2-17 Jan. 21: pages 17-29 ... Chapter Two. Incorporation
 * Feb. 4: pages 103-111`. The paragraph is cut before every such label (four or more of them; fewer is a
 * sentence that mentions dates; three, running forward, after a `Reading Assignments:` label) and before
 * every `Chapter N.` heading run into it, so the dated-heading
 * and outline layouts read the pieces. A label may name a range of days (`Mar. 14-19: Spring Break`).
 * Fixed-width lookaheads after a non-space: no backtracking over user text.
 */
import { datesRunForward, rejoinWeekdays, RUN_ON_DATE } from './run-on-date-token';

/**
 * ` Jan. 21: ` / ` March 3: ` / ` Mar. 14-19: ` / ` 1/21: ` / ` 21 January: ` / ` Tue 1/21: `: a date
 * label in mid-line, in any date style (`run-on-date-token.ts`; a weekday before it stays with it).
 */
const DATE_LABEL = new RegExp(`(?<=\\S)\\s+(?=${RUN_ON_DATE}(?:-\\d{1,2}(?:\\/\\d{1,2})?)?:\\s)`, 'gi');
/** ` Chapter Two. Domestic ...` / ` Chapter 3. The ...`: a chapter heading in mid-line. */
const CHAPTER_MARK = /(?<=\S)\s+(?=Chapter\s(?:\d{1,2}|[A-Z][a-z]{2,8})\.\s[A-Z])/g;

/** `Reading Assignments: … Jan. 11: …`: the paragraph is introduced as the readings' list. */
const READING_LEAD = /\b(?:readings?|reading assignments?)\s?:/i;

/**
 * Whether the labels are enough to cut: four or more; three when the text before them introduces the
 * readings (`Reading Assignments: … Jan. 11: … Jan. 25: … Feb. 1: …`) and their dates run forward.
 */
function enoughLabels(pieces: readonly string[]): boolean {
  if (pieces.length >= 5) return true;
  return pieces.length === 4 && READING_LEAD.test(pieces[0]!) && datesRunForward(pieces);
}

/** The pieces of a run-on paragraph cut at its month-day labels and chapter headings, or null. */
export function splitAtDateLabels(text: string): string[] | null {
  // Every date label closes with a colon: a paragraph without one is not cut (one piece, null).
  if (!text.includes(':')) return null;
  const pieces = rejoinWeekdays(text.split(DATE_LABEL));
  if (!enoughLabels(pieces)) return null;
  const out = pieces.flatMap((p) => p.split(CHAPTER_MARK)).map((p) => p.trim());
  return out.filter((p) => p.length > 0);
}
