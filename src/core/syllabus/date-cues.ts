/**
 * What a text must hold for each family of date patterns in dates.ts (`firstMatch`) to match
 * anywhere in it, tested once per text instead of running all nine patterns over every line. Every
 * pattern holds a digit; each cue is a literal every shape of its family contains:
 * - MONTH_CUE: the first three letters of an English month (`MONTH_PATTERN`'s every alternative opens
 *   with one; same `i` flag): month-day, month-hyphen-day, day-month, day-hyphen-month, day list;
 * - DE_CUE: ` de ` between spaces (`17 de marzo`, `DAY_DE_MONTH`);
 * - DASH_CUE: an ASCII hyphen (ISO `2018-01-16`, dashed `8-24-05`);
 * - SLASH_CUE: a slash (numeric `1/20`).
 * A new pattern in `firstMatch` needs a cue here (or none: then try it whenever `dateCues` is not 0),
 * and a case in `speed-date-cues.test.ts`.
 */
export const MONTH_CUE = 1;
export const DE_CUE = 2;
export const DASH_CUE = 4;
export const SLASH_CUE = 8;

const DIGIT = /\d/;
const MONTH_WORD = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i;
const DE_WORD = /\sde\s/i;

/** The cues of the text as bits (0: no digit, so no date anywhere in it). */
export function dateCues(text: string): number {
  if (!DIGIT.test(text)) return 0;
  let cues = 0;
  if (text.includes('-')) cues |= DASH_CUE;
  if (text.includes('/')) cues |= SLASH_CUE;
  if (MONTH_WORD.test(text)) cues |= MONTH_CUE;
  if (DE_WORD.test(text)) cues |= DE_CUE;
  return cues;
}
