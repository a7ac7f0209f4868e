/**
 * Numeric dates written with hyphens and a year (`8-24-05`, `08-24-2005`): month, day and year as a
 * slash date writes them (`8/24/05`), in the document's own order of month and day (day-first.ts). The
 * year is required — `8-24` alone is a page range — and a run of more numbers (`1-2-3-4`) is no date,
 * nor a code section after `§`, `section` or a code's name (`O.C.G.A. § 9-11-12`, `Code 9-11-12`).
 */

/** Month-day-year with hyphens: not inside a longer run of numbers, hyphens or points. */
export const DASHED_DATE = /(?<![\d./-])\b(\d{1,2})-(\d{1,2})-(\d{2}|\d{4})\b(?![-.]?\d)/;

/** Words a code section follows (`§ 9-11-12`, `Sec. 9-11-12`, `Code 9-11-12`, `R.S. 9-11-12`). */
const SECTION_LEAD = /(?:§|\b(?:sec(?:tion|t)?s?|code|stat|rule|art)\.?|\.[A-Z]\.)\s*$/i;

/** Whether the dashed numbers at `index` are a code section rather than a date. */
export function isCodeSection(text: string, index: number): boolean {
  return SECTION_LEAD.test(text.slice(Math.max(0, index - 12), index));
}

/** A further dashed date of the same session right after the first (` and 8-25-05`, `, 8-25-05`). */
const MORE_DASHED = /^\s?(?:,|&|and)\s?(\d{1,2})-(\d{1,2})-(\d{2}|\d{4})\b(?![-.]?\d)/i;

/** The numbers of the dashed dates after a first one and the text they take up, or null. */
export function moreDashed(rest: string): { numbers: [number, number][]; length: number } | null {
  const numbers: [number, number][] = [];
  let length = 0;
  for (let m = MORE_DASHED.exec(rest); m; m = MORE_DASHED.exec(rest.slice(length))) {
    numbers.push([Number(m[1]), Number(m[2])]);
    length += m[0].length;
  }
  return numbers.length ? { numbers, length } : null;
}
