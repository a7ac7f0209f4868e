/**
 * A term written year first, as registrars and course portals print it: `2016 Spring Semester`,
 * `2031 Fall Term`, or a line opening with `2031 Fall`. The year names the term (years.ts `termYear`,
 * term-season.ts `termHeadings` read it beside `Fall 2031`); a year before a season word in prose (`in
 * 2019 spring enrolment rose`) is not read: the term word must follow, or the year must open the line.
 */

const YEAR = '(19[5-9]\\d|20[0-4]\\d)';
const SEASON = '(spring|summer|fall|autumn|winter)';
/** `2016 Spring Semester`, `2031 Autumn Quarter` anywhere in a line. */
const YEAR_TERM_WORD = new RegExp(
  `\\b${YEAR}\\s{1,2}${SEASON}\\s{1,2}(?:semester|term|quarter|session)\\b`,
  'i',
);
/** `2031 Fall` opening the line (after a heading mark). */
const YEAR_TERM_LEAD = new RegExp(`^[#*\\s]{0,4}${YEAR}\\s{1,2}${SEASON}\\b`, 'i');

export interface YearFirstTerm {
  year: number;
  season: string;
  /** Where the year starts in the line. */
  index: number;
}

/** The year-first term of this line, if it names one. */
export function yearFirstTerm(text: string): YearFirstTerm | undefined {
  const m = YEAR_TERM_WORD.exec(text) ?? YEAR_TERM_LEAD.exec(text);
  if (!m) return undefined;
  return { year: Number(m[1]), season: m[2]!, index: m.index + m[0].indexOf(m[1]!) };
}
