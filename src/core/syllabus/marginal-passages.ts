/**
 * Passages cited by a text's marginal numbers instead of pages: Stephanus (`Rep. 327a-328d6`,
 * `595a-608b`) and Bekker (`1094a1-1095b13`) ranges, a number and a column letter a-e (and a line)
 * at both ends. They locate a reading the way a section number does (not pages: the page field stays
 * empty), and a flattened table may glue the class date to them (`Sept. 22347a7-350c11`).
 */
import { MONTH_PATTERN } from './dates';

/** A marginal-number range: `327a-328d6`, `376e-380c`, `1094a1-1095b13` (a first number of two to four digits). */
export const MARGINAL_RANGE =
  /(?:^|[\s.(])[1-9]\d{1,3}[a-e]\d{0,2}\s?[-–]\s?[1-9]\d{1,3}[a-e]\d{0,2}(?![\w])/;

const GLUED = new RegExp(
  `^(${MONTH_PATTERN}\\.?\\s{1,3})(\\d{2,6})([a-e]\\d{0,2}\\s?[-–]\\s?)(\\d{2,4})(?=[a-e])`,
  'i',
);

/**
 * `Sept. 22347a7-350c11` -> `Sept. 22 347a7-350c11`: the day is the one or two digits that leave a
 * passage start as long as the range's end and not above it (`Nov. 1602c-605b` is Nov. 1, `Dec.
 * 1380c-383c` Dec. 1, `Nov. 10612b-615c` Nov. 10). Anything else is left as it is.
 */
export function unglueDateFromPassage(raw: string): string {
  const m = GLUED.exec(raw);
  if (!m) return raw;
  const digits = m[2]!;
  const end = m[4]!;
  for (const dayLen of [2, 1]) {
    const day = Number(digits.slice(0, dayLen));
    const start = digits.slice(dayLen);
    if (day < 1 || day > 31 || start.startsWith('0') || start.length !== end.length) continue;
    if (Number(start) > Number(end)) continue;
    return `${m[1]}${digits.slice(0, dayLen)} ${raw.slice(m[1]!.length + dayLen)}`;
  }
  return raw;
}
