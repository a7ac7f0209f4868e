/**
 * A date cell that also gives the class's time and room: `Monday, February 24 11:10-12:30 p.m. Room
 * F300`, `Tuesday, February 18 12:30-1:50 p.m. E352` (a class moved off its usual day, the cell of a
 * Word table read back from a PDF). What follows the date is a time of day, or a span of two, and at
 * most a few words naming the place: the cell is still the row's date.
 */

/** A time of day or a span of two (`11:10-12:30 p.m.`, `9 am`, `2:00 – 3:15`), at the text's start. */
const CLASS_TIME =
  /^\d{1,2}(?::\d\d)?\s?(?:[ap]\.?m\.?)?\s?[-–]\s?\d{1,2}(?::\d\d)?\s?(?:[ap]\.?m\.?)?|^\d{1,2}(?::\d\d)?\s?[ap]\.?m\.?|^\d{1,2}:\d\d/i;
/** The place after the time: at most this many words. */
const MAX_PLACE_WORDS = 4;

/** Whether the text after a cell's date is only the class's time and, after it, a short place. */
export function isClassTimeAndPlace(rest: string): boolean {
  const m = CLASS_TIME.exec(rest.trim());
  if (!m) return false;
  const place = rest.trim().slice(m[0].length).trim();
  return !place || place.split(/\s+/).length <= MAX_PLACE_WORDS;
}
