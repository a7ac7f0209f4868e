/**
 * One weekday code after a class-time label, before the time span: `Class Hours: T 9-11:50am`, `Lecture
 * time: W 2:00-4:50 pm` (a seminar that meets once a week). Two codes or more (`TTh 10:30`) are read by
 * the compact-code rule; one code alone is read only here, where the label says it is the class's time
 * (an `Office Hours: T 2-4pm` line beside it is no class).
 */
import type { MeetingDay } from '../model';
import { weekdayName } from './dates';

const LABELLED_ONE_CODE =
  /^(?:class|lecture|course|seminar)\s+(?:hours?|times?|meetings?)\s*:\s*(Th|Tu|Mo|We|Fr|M|T|W|R|F)\.?\s+\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?\s*[-–—]\s*\d{1,2}/i;
const CODE_DAYS: Record<string, number> = { m: 0, mo: 0, t: 1, tu: 1, w: 2, we: 2, th: 3, r: 3, f: 4, fr: 4 };

/** The day of a `Class Hours: T 9-11:50am` line, else null. */
export function labelledDayCode(text: string): MeetingDay | null {
  const m = LABELLED_ONE_CODE.exec(text.trim());
  const day = m ? CODE_DAYS[m[1]!.toLowerCase()] : undefined;
  return day === undefined ? null : weekdayName(day);
}
