/**
 * A dated line that opens with a date range (`Jan 24-25: email …`, `Jan 26-Feb 5: create …`): the
 * range's end is part of the date, not the start of the line's text. When the date read at the start
 * of the line ended on a dash, the end of the range (a day, or a month and a day, then `:`/`,`/`.`) is
 * dropped from the rest, so the rest is the item itself.
 */
import { MONTH_PATTERN } from './dates';

// A point followed by a digit is a section number's (`Jan 13- 3.1 -3.6`), not the end of a range.
const RANGE_END = new RegExp(
  `^(?:${MONTH_PATTERN})?\\.?\\s*\\d{1,2}(?:st|nd|rd|th)?\\s*(?:[:,–—]|\\.(?!\\d))\\s*`,
  'i',
);

/** `consumed` is the text the date took (up to the rest); `rest` what follows it. */
export function withoutRangeEnd(consumed: string, rest: string): string {
  if (!/[-–]\s*$/.test(consumed)) return rest;
  const m = RANGE_END.exec(rest);
  return m ? rest.slice(m[0].length) : rest;
}
