/**
 * The class's days stated beside its hours on a line below the header: a page whose header is long
 * (a typesetting preamble, a table of contents) states `Mondays and Wednesdays, 9:45am - 11am, Room 240`
 * under a `Class Times` heading hundreds of lines down. Read only when nothing else gives the meeting
 * days (no dated rows, nothing stated in the header); the first such line is the lectures'.
 */
import type { MeetingDay } from '../model';
import { dayNamesAtClock } from './clock-day-names';

/** A class time with its span: `9:45am - 11am`, `10:10 - 11:00`, `2-3:15 pm`. */
const CLOCK_SPAN = /\b\d{1,2}(?::\d{2})?(?:\s?[ap]\.?m\.?)?\s{0,2}[-–]\s{0,2}\d{1,2}(?::\d{2})?/i;

/** The days of the first line after `from` that lists weekday names beside a span of class hours, else []. */
export function classTimeLineDays(texts: readonly string[], from: number): MeetingDay[] {
  for (let i = from; i < texts.length; i++) {
    const days = dayNamesAtClock(texts[i]!, CLOCK_SPAN);
    if (days.length) return days;
  }
  return [];
}
