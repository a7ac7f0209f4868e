/**
 * The access note of a web citation, read apart from its entry by the sentence split or a line break:
 * `Accessed 22 July 2026.`, `Retrieved April 14, 2025 from https://…`, `Last visited 3 May 2024`, and a date
 * alone left by a wrap inside that note (`July 2026.` below `… Accessed 8`). It says when the page was seen,
 * not what to read. Bounded repeats only.
 */
import { MONTH_PATTERN } from './dates';

/** An access verb opening the span, then a date or a number (the rest of the note is short). */
const ACCESS_NOTE = new RegExp(
  `^(?:(?:last\\s{1,3})?(?:accessed|visited|retrieved|viewed))(?:\\s{1,3}on)?\\s{1,3}(?:${MONTH_PATTERN}\\.?\\s{1,3})?\\d{1,4}\\b.{0,200}$`,
  'i',
);
/** A date alone: `July 2026`, `8 July 2026`, `July 8, 2026`. */
const DATE_ALONE = new RegExp(
  `^(?:\\d{1,2}\\s{1,3})?${MONTH_PATTERN}\\.?(?:\\s{1,3}\\d{1,2},)?\\s{1,3}(?:1[6-9]|20)\\d\\d\\.?$`,
  'i',
);

export function isAccessNote(text: string): boolean {
  const t = text.trim();
  return ACCESS_NOTE.test(t) || DATE_ALONE.test(t);
}
