/**
 * A page range written with a word between its ends: `pages 5 to 84`, `pp. 85 through 142`,
 * `pgs. 12 thru 30`. The page word marks it; without it `5 to 84` is any count or span.
 */

const WORDED = /\b(?:pages|pp\.?|pgs?\.?)\s*(\d{1,4})\s+(?:to|through|thru)\s+(\d{1,4})\b/i;

/** The range as `from-to` with where it stands in the text, when its first page comes before its last. */
export function wordedPageRange(text: string): { pages: string; index: number; end: number } | null {
  if (!/\b(?:to|through|thru)\b/i.test(text)) return null;
  const m = WORDED.exec(text);
  if (!m || Number(m[1]) >= Number(m[2])) return null;
  return { pages: `${m[1]}-${m[2]}`, index: m.index, end: m.index + m[0].length };
}
