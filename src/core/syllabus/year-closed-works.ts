/**
 * A list of primary sources under numbered topics, each line a work's title closed by its year or years
 * in parentheses and nothing else: `Laws and Liberties of the Colony (1648).`, `Statutes on Servants
 * (1642-1738)`, `Court Records of the County (1664, 1665, 1682)`. No page, chapter or author marks them,
 * so one at a time the classifier finds no evidence of a reading; the shape repeated down the schedule
 * is the evidence. Taken only when the document holds at least three such lines (one titled year is a
 * book in a course-materials paragraph, not a list). The year range is not pages (`(1639-40)`).
 */
import { leadingDate } from './dates';
import type { PreparedLine } from './prepare';

/** A capitalised title (no parenthesis in it), then `(1648)`, `(1639-40)` or `(1664, 1665)`, an optional point. */
const WORK_WITH_YEARS =
  /^[A-Z“"][^()]{2,150}?\s\((?:1[0-9]|20)\d{2}(?:\s?[-–]\s?\d{2,4})?(?:,\s?(?:1[0-9]|20)\d{2})*\)\.?$/;
const MAX_WORDS = 20;
const MIN_LINES = 3;

export function isWorkWithYears(text: string): boolean {
  // The years close the line: `)` last or before a final point.
  if (!text.endsWith(')') && !text.endsWith(').')) return false;
  return WORK_WITH_YEARS.test(text) && text.split(/\s+/).length <= MAX_WORDS && leadingDate(text) === null;
}

/** The document's year-closed work lines, when there are enough of them to make a list. */
export function yearClosedWorkLines(lines: readonly PreparedLine[]): ReadonlySet<PreparedLine> {
  const found = lines.filter((l) => !l.heading && !l.cells && isWorkWithYears(l.text.trim()));
  return new Set(found.length >= MIN_LINES ? found : []);
}
