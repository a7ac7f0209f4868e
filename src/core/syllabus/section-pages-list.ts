/**
 * A comma list of a book's sections, each with its own page range in parentheses: `Character
 * (22-24), Plot (38-41), Setting (56-58)`, `Theme (71-72), Point of View (85-87, 97-98)`. Each
 * section is a reading of its own (its title, its pages). A list whose items do not all carry their
 * own parenthesised range (`Smith, Rivers (1-20)`: an author and a work) is left whole.
 */
import { findPages } from './pages';
const SECTION_WITH_PAGES =
  /^[A-Z][^()]{0,60}\((?:pp?\.?\s*)?\d{1,4}\s*[-–]\s*\d{1,4}(?:\s*,\s*\d{1,4}\s*[-–]\s*\d{1,4})*\)\.?$/;

export function splitSectionPagesList(
  piece: string,
  splitTopLevel: (text: string, sep: string) => string[],
): string[] {
  // Every item holds its range in parentheses: a piece without a `(` is no such list (most are not).
  if (!piece.includes('(')) return [piece];
  const parts = splitTopLevel(piece, ',');
  // Every part's range must read as pages (`(1646-49)` may be years: the list then stays whole).
  const split = parts.length >= 2 && parts.every((p) => SECTION_WITH_PAGES.test(p) && findPages(p) !== null);
  return split ? parts : [piece];
}
