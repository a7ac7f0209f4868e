/**
 * A course title in capitals that carries its year and no term word: `COMPARATIVE LAW 2006 PROFESSOR ...`.
 * With no term heading and no weekday to decide, the year written right after the course's name at the
 * start of the document is the year of its yearless dates. Two or more capitalised words of three letters
 * or more before the year (a department code and course number, `HIST 2010`, is one word), the year 1990
 * to 2039. Only the first line's first 80 characters are read: no backtracking on long input.
 */
const TITLE_YEAR = /^((?:[A-Z][A-Z&'-]{2,20}\s){2,6})((?:19[9]|20[0-3])\d)(?!\d)/;

export function titleYear(texts: readonly string[]): number | undefined {
  const first = texts
    .find((t) => t.trim())
    ?.trim()
    .slice(0, 80);
  const m = first ? TITLE_YEAR.exec(first) : null;
  return m ? Number(m[2]) : undefined;
}
