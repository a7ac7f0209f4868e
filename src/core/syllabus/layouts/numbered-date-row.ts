/**
 * A fixed-width table row that opens with its row number before its date: `10  03 Oct Tue` under a
 * `#   Date   Material due` header, `  3.   M   8/27:  Projectile Motion   3:1-3` under a `Topic Day
 * Date ... Reading` one. A row whose last cells are empty has no column gap after its date, and one
 * numbered row must not end the table for the rows after it (`11  05 Oct Thu   2.4-2.9`); a row whose
 * number is set apart by a column gap (`3.   M`) under a header without a Date column is dated by it.
 */
import { leadingDate } from '../dates';

/** `10  `, `7 `: the row number and the space after it. */
const ROW_NUMBER = /^\d{1,3}\s+(?=\S)/;

/** Whether the line is a row number followed by a date that opens the rest of the line. */
export function isNumberedDateRow(text: string): boolean {
  const m = ROW_NUMBER.exec(text);
  return m !== null && leadingDate(text.slice(m[0].length))?.index === 0;
}

/** `  3.   M`: a row number with its point, then a column gap (two spaces or more). */
const GAPPED_ROW_NUMBER = /^\s*\d{1,3}\.\s{2,}(?=\S)/;

/**
 * The dated part of a row whose number is set apart by a column gap, up to the column at `end` (the
 * reading column): `M   8/20:  Vectors; Position` of `  1.   M   8/20:  Vectors; Position    1:1-9`.
 */
export function gappedRowDateText(raw: string, end: number): string | null {
  const m = GAPPED_ROW_NUMBER.exec(raw);
  if (!m) return null;
  const text = raw.slice(m[0].length, Math.max(end, m[0].length));
  return leadingDate(text)?.index === 0 ? text.trim() : null;
}
