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
  if (context !== 'label' || !piece.includes(',') || !CITED_YEAR.test(piece)) return [piece];
  const parts = split(piece, ',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2 || parts.filter((p) => CITED_YEAR.test(p)).length < 2) return [piece];
  // Every item a short name: an item that is only a number or a lower-case word continues the one before.
  const items = parts.every((p) => p.split(' ').length <= 8 && /^[A-Z]/.test(p));
  return items ? parts : [piece];
}
