import { MONTH_PATTERN } from '../dates';
import { unglueDateFromPassage } from '../marginal-passages';

/**
 * A class date glued to the next word by a lost space, where a table's date cell ran into its topic
 * cell (`August 26The Idea of Inheritance 1-21`, `1/20Austin The Province ...`): the line opens with a
 * month-name date or a month/day date whose last digit touches a capitalised word. A space is put
 * back so the date layouts read the date and the rest as the line's text. Only a capital followed by
 * a lowercase letter counts as a word (`26th`, `3/4MWF` are left alone).
 */
const LEADING_DATE = new RegExp(`^\\s*(?:${MONTH_PATTERN}\\.?\\s{1,3}\\d{1,2}|\\d{1,2}/\\d{1,2})`, 'i');
/**
 * A flattened row whose row number, date with year and next cell all ran together
 * (`1Aug 31, 2020HW01 Basics`): the row number touching a month name, the year touching a capital.
 */
const NUMBERED_FULL_DATE = new RegExp(
  `^(\\d{1,3})(${MONTH_PATTERN}\\.?\\s{1,3}\\d{1,2},\\s?\\d{4})(?=[A-Z])`,
  'i',
);

const isUpper = (c: string) => c >= 'A' && c <= 'Z';
const isLower = (c: string) => c >= 'a' && c <= 'z';

export function unglueLeadingDate(raw: string): string {
  const row = NUMBERED_FULL_DATE.exec(raw);
  if (row) return `${row[1]} ${row[2]} ${raw.slice(row[0].length)}`;
  const passage = unglueDateFromPassage(raw);
  if (passage !== raw) return passage;
  const m = LEADING_DATE.exec(raw);
  if (!m) return raw;
  const end = m[0].length;
  if (!isUpper(raw.charAt(end)) || !isLower(raw.charAt(end + 1))) return raw;
  return `${raw.slice(0, end)} ${raw.slice(end)}`;
}
