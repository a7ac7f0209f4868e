/**
 * A run of case citations on one line, each case closed by its decision year in parentheses and the
 * cases separated by nothing but a space, a comma or a `*` mark: `Marbury v. Madison (1803) *Eakin v.
 * Raub (1825) Cooper v. Aaron (1958)` names three readings. The line is cut after each year when two or
 * more of the resulting parts name a case (`X v. Y`, `In re X`, `Ex parte X`) and every part does;
 * `Smith v. Jones (1990), pp. 4-9` or `Brown v. Board (1954) and its notes` stay whole.
 */
import { splitCommaCases } from './comma-cases';
import { matchesOf } from './matches';

const CASE_YEAR = /\((?:1[6-9]|20)\d{2}\)/g;
const CASE_NAME = /\S vs?\.? \S|^(?:in re|ex parte) \S/i;
const SEPARATORS = new Set([' ', ',', ';', '*']);

/** Leading separators off (linear: one pass over the start). */
function trimSeparators(text: string): string {
  let start = 0;
  while (start < text.length && SEPARATORS.has(text[start]!)) start++;
  return text.slice(start).trim();
}

export function splitCaseList(piece: string): string[] {
  // No `(` and no case year closes a part: only cases joined by commas may be split off (most pieces).
  if (!piece.includes('(')) return splitCommaCases(piece);
  const parts: string[] = [];
  let start = 0;
  for (const m of matchesOf(CASE_YEAR, piece)) {
    const end = m.index! + m[0].length;
    parts.push(trimSeparators(piece.slice(start, end)));
    start = end;
  }
  const tail = trimSeparators(piece.slice(start));
  if (tail) parts.push(tail);
  // No years closing the cases: cases joined by commas alone (comma-cases.ts).
  if (parts.length < 2 || !parts.every((p) => CASE_NAME.test(p))) return splitCommaCases(piece);
  return parts;
}
