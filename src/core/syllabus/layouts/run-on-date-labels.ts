/**
 * A semester flattened into one paragraph by a Word or PDF export, each class a month-day label with its
 * colon: `Chapter One. Sources Jan. 19: pages 2-17 Jan. 21: pages 17-29 ... Chapter Two. Incorporation
 * Feb. 4: pages 103-111`. The paragraph is cut before every such label (four or more of them; fewer is a
 * sentence that mentions dates) and before every `Chapter N.` heading run into it, so the dated-heading
 * and outline layouts read the pieces. A label may name a range of days (`Mar. 14-19: Spring Break`).
 * Fixed-width lookaheads after a non-space: no backtracking over user text.
 */
import { MONTH_PATTERN } from '../dates';

/** ` Jan. 21: ` / ` March 3: ` / ` Mar. 14-19: `: a month-day label in mid-line. */
const DATE_LABEL = new RegExp(`(?<=\\S)\\s+(?=${MONTH_PATTERN}\\.?\\s\\d{1,2}(?:-\\d{1,2})?:\\s)`, 'gi');
/** ` Chapter Two. Domestic ...` / ` Chapter 3. The ...`: a chapter heading in mid-line. */
const CHAPTER_MARK = /(?<=\S)\s+(?=Chapter\s(?:\d{1,2}|[A-Z][a-z]{2,8})\.\s[A-Z])/g;

/** The pieces of a run-on paragraph cut at its month-day labels and chapter headings, or null. */
export function splitAtDateLabels(text: string): string[] | null {
  const pieces = text.split(DATE_LABEL);
  if (pieces.length < 5) return null;
  const out = pieces.flatMap((p) => p.split(CHAPTER_MARK)).map((p) => p.trim());
  return out.filter((p) => p.length > 0);
}
