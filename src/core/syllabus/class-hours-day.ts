/**
 * One meeting day under a class-time heading: `Lecture Hours` over `Friday 8:30—11:15 am. Zoom
 * link.` A weekday with a time span, on the line below a heading that names the class's hours, is
 * the day the class meets (a single day with one time elsewhere is more often a deadline).
 */
import type { MeetingDay } from '../model';
import { WEEKDAY_PATTERN, weekdayIndex, weekdayName } from './dates';

const CLASS_HOURS_HEADING =
  /^(?:(?:lecture|class|course|seminar)s?\s+(?:hours?|times?|meetings?|schedule)|(?:meeting|class)\s+times?|lectures?|meetings?)\s*:?$/i;
const DAY_AT_SPAN = new RegExp(
  `^(${WEEKDAY_PATTERN})s?\\.?,?\\s+\\d{1,2}(?:[:.]\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?\\s*[-–—]\\s*\\d{1,2}(?:[:.]\\d{2})?`,
  'i',
);

/** The day of the first non-empty line below a class-hours heading, when it is a weekday with a time span. */
export function classHoursDay(texts: readonly string[]): MeetingDay[] {
  let heading = false;
  for (const raw of texts) {
    const t = raw.trim();
    if (!t) continue;
    if (heading) {
      const m = DAY_AT_SPAN.exec(t);
      const day = m ? weekdayIndex(m[1]!) : undefined;
      if (day !== undefined) return [weekdayName(day)];
    }
    heading = CLASS_HOURS_HEADING.test(t);
  }
  return [];
}
