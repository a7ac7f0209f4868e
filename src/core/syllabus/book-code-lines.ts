/**
 * Book codes a page defines for its schedule (`Campbell Biology (= C)`, `Biology 2e from OpenStax ("OS"
 * in the schedule)`, `CB = Casebook`), then a schedule cell that is only a code and the chapters or
 * sections to read in that book (`C: 1`, `OS: 1, 18.1`). A bare `C: 1` names nothing to the classifier;
 * the page's own key says it is a reading of that book. A code not defined on the page is not read so.
 */
import type { PreparedLine } from './prepare';
import { matchesOf } from './matches';

/**
 * `(= C)`, `("OS" in the schedule)` / `(“OS” in the syllabus)`, or `CB = Title` at a line's start, each
 * with a character its shape needs: a line without it is not searched (most lines have neither).
 */
const DEFINED: readonly { needs: string; pattern: RegExp }[] = [
  { needs: '=', pattern: /\(=\s?([A-Z]{1,4})\)/g },
  {
    needs: '(',
    pattern: /\(["“]([A-Z]{1,4})["”]\s(?:in|on)\s(?:the\s)?(?:schedule|syllabus|calendar|table)\)/g,
  },
  { needs: '=', pattern: /^([A-Z]{1,4})\s?=\s?[A-Z“"]/g },
];
/** A cell that is a code and references only: `C: 1`, `OS: 1, 18.1`, `C: 3.2-3.4`. */
const CODE_LINE = /^([A-Z]{1,4}):\s?\d{1,3}(?:\.\d{1,3})?(?:\s?[-–,]\s?\d{1,3}(?:\.\d{1,3})?){0,8}$/;

export function definedBookCodes(lines: readonly PreparedLine[]): ReadonlySet<string> {
  const codes = new Set<string>();
  for (const l of lines)
    for (const { needs, pattern } of DEFINED)
      if (l.text.includes(needs)) for (const m of matchesOf(pattern, l.text)) codes.add(m[1]!);
  return codes;
}

/** Is the line a defined book code and its references (a reading of that book)? */
export function isBookCodeLine(text: string, codes: ReadonlySet<string>): boolean {
  const m = codes.size ? CODE_LINE.exec(text.trim()) : null;
  return m !== null && codes.has(m[1]!);
}
