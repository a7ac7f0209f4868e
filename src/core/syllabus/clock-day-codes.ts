/**
 * Weekday codes just before the class time inside a long run of text: a course header flattened
 * into one line with the schedule ("Introduction to Biology Spring 2014 MW 9:00-9:50AM BO 209 ...").
 * `statedMeetingDays` reads only short header lines; this gives it the short piece of a long line
 * that is the class time, when the codes are written right before the clock and no office hours
 * come just before.
 */

/** "MW 9:00", "TTh 10:30", "MWF 8:00-8:50": two to five day codes, a space, a clock time. */
const CODES_AT_CLOCK = /(?:^|[\s(,])((?:Th|TH|Tu|M|T|W|R|F){2,5}),?\s{1,3}\d{1,2}:\d{2}/;
const OFFICE = /\boffice\b/i;

/** The "MW 9:00" piece of a long line's first 600 characters, if it has one. */
export function codesAtClock(text: string): string | undefined {
  const head = text.slice(0, 600);
  const m = CODES_AT_CLOCK.exec(head);
  if (!m) return undefined;
  if (OFFICE.test(head.slice(Math.max(0, m.index - 40), m.index))) return undefined;
  return m[0].trim();
}
