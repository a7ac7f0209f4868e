/**
 * A reading label's list of works cited by author and year, separated by commas:
 * `Reading: Bellemare (2020), Head (2008), McCloskey (1993)` names three readings. The list is cut at
 * its top-level commas when two or more items carry a year in parentheses and every item is short;
 * `Plato, Republic` or `Smith (2001), chapters 2, 4 and 6` stay whole.
 */
import type { SpanContext } from './classify';

const CITED_YEAR = /\((?:1[5-9]|20)\d{2}[a-z]?\)/;

/** `split` cuts at top-level commas (readings.ts `splitTopLevel`). */
export function splitCitedList(
  piece: string,
  context: SpanContext,
  split: (text: string, sep: string) => string[],
): string[] {
  const joined = splitJoinedCitations(piece);
  if (joined) return joined;
  if (context !== 'label' || !piece.includes(',') || !CITED_YEAR.test(piece)) return [piece];
  const parts = split(piece, ',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.filter((p) => CITED_YEAR.test(p)).length < 2) return [piece];
  // Every item a short name: an item that is only a number or a lower-case word continues the one before.
  const items = parts.every((p) => p.split(' ').length <= 8 && /^[A-Z]/.test(p));
  return items ? parts : [piece];
}

const JOINING_WORDS = [' and ', ' AND ', ' & '] as const;

/** `Peter Singer (1972) 'Title'`: one to four capitalised name words, then a year in parentheses. */
function opensWithAuthorYear(text: string): boolean {
  const open = text.indexOf('(');
  if (open <= 0 || open > 60 || !CITED_YEAR.test(text.slice(open, open + 8))) return false;
  const words = text.slice(0, open).trim().split(' ');
  return words.length <= 4 && words.every((w) => /^[A-Z][A-Za-z.'’-]*$/.test(w));
}

/**
 * Two works each cited by author and year and joined by `and` / `&` (`Singer (1972) 'Famine' and
 * O'Neill (1980) 'Kantian Approaches'`): one reading each. Both sides must open with an author and a
 * year, so `Smith (2001), chapters 2 and 3` and `Law and Society (1999)` stay whole. Null: no cut.
 */
export function splitJoinedCitations(piece: string): string[] | null {
  if (!piece.includes('(')) return null;
  for (const joiner of JOINING_WORDS) {
    for (let at = piece.indexOf(joiner); at >= 0; at = piece.indexOf(joiner, at + 1)) {
      const first = piece.slice(0, at).trim();
      const rest = piece.slice(at + joiner.length).trim();
      if (!opensWithAuthorYear(first) || !opensWithAuthorYear(rest)) continue;
      return [first, ...(splitJoinedCitations(rest) ?? [rest])];
    }
  }
  return null;
}
