/**
 * The meeting days a syllabus states beside its class time ("MTuTh 3:35 – 5:00 PM", "03:00 PM (TTh)",
 * "Monday-Wednesday-Thursday" over "10:20 a.m."), else in its timetable or class-hours lines. Its own
 * module so the calendar (schedule.ts) and the semester pass (semester.ts) both read it without
 * importing each other.
 */
import type { MeetingDay } from '../model';
import { classHoursDay } from './class-hours-day';
import { labelledDayCode } from './labelled-day-code';
import { dayColumnDays } from './day-column';
import { dayNameColumnDays } from './day-name-columns';
import { codesAtClock } from './clock-day-codes';
import { dayNamesAtClock } from './clock-day-names';
import { WEEKDAY_PATTERN, weekdayIndex, weekdayName } from './dates';
import { timetableDays } from './meeting-days';
import { arrayMemo } from './memo';
import { SPACED_DAY_CODES } from './spaced-day-codes';
import { weekdayTimeCellDays } from './weekday-time-cells';

/** Compact weekday codes as printed in a course header: "MTuTh", "TTh", "MWF", "TR", and in capitals "TTH", "MWTH". */
const DAY_CODES = /(?:^|[\s(,])((?:Th|TH|Tu|Mo|We|Fr|M|T|W|R|F){2,5})(?=[\s),]|$)/;
/** A class time: "3:35 PM", "10 a.m.", "14:00", and the short "1:00p" / "9:30a" of timetables. */
const CLOCK = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}(?:[ap]\b|\b)/i;
/**
 * `Meets: 02:00 PM - 03:50 PM (W)`: one day's code in parentheses right after the class time, a registrar
 * page's meeting pattern for a class that meets once a week (two codes or more are read by DAY_CODES).
 */
const CLOCK_ONE_DAY = /\d\s*[AaPp]\.?[Mm]\.?\s*\((Th|TH|Tu|Mo|We|Fr|M|T|W|R|F)\)/;
const CODE_DAYS: Record<string, number> = {
  M: 0,
  Mo: 0,
  T: 1,
  Tu: 1,
  W: 2,
  We: 2,
  Th: 3,
  TH: 3,
  R: 3,
  F: 4,
  Fr: 4,
};

/** A line that is only weekday names: "Monday-Wednesday-Thursday", "Tuesdays and Thursdays". */
const DAY_NAME_LIST = new RegExp(
  `^(${WEEKDAY_PATTERN})s?\\.?(?:\\s*(?:[-/,&]|and)\\s*(${WEEKDAY_PATTERN})s?\\.?){1,4}$`,
  'i',
);

/** Days of a weekday-name line just above or below the class time. */
function namedDaysNearClock(texts: string[], i: number): MeetingDay[] {
  const t = texts[i]!.trim();
  if (!DAY_NAME_LIST.test(t)) return [];
  if (!CLOCK.test(texts[i + 1] ?? '') && !CLOCK.test(texts[i - 1] ?? '')) return [];
  const names = t.match(new RegExp(WEEKDAY_PATTERN, 'gi')) ?? [];
  const days = [...new Set(names.map((n) => weekdayIndex(n)!))];
  return days.length >= 2 ? days.sort().map(weekdayName) : [];
}

/** The one sentence of a long line that names a clock time, when it says the class meets. */
function clockSentence(text: string): string | undefined {
  const hits = text
    .split(/(?<=\.)\s+(?=[A-Z])/)
    .filter((s) => CLOCK.test(s) && /\bclass(?:es)?\s+(?:meets?|will meet|are held|is held)\b/i.test(s));
  return hits.length === 1 ? hits[0] : undefined;
}

/**
 * Read once per document's lines (`arrayMemo`, memo.ts): parse.ts, semester.ts and schedule.ts ask it of
 * the same lines up to four times a parse. Each caller gets its own copy.
 */
const statedOnce = arrayMemo(readStatedMeetingDays);
export function statedMeetingDays(texts: string[]): MeetingDay[] {
  return [...statedOnce(texts)];
}

/** Meeting days stated next to a class time ("MTuTh 3:35 – 5:00 PM", "03:00 PM (TTh)", "Monday-Wednesday-Thursday" over "10:20 a.m."). */
function readStatedMeetingDays(texts: string[]): MeetingDay[] {
  const head = texts.slice(0, 60);
  for (let i = 0; i < head.length; i++) {
    const named = namedDaysNearClock(head, i);
    if (named.length) return named;
    // A long policy paragraph: the sentence that states the class time ("Class meets Tuesday and Thursday between 1:30 and 3:20 PM");
    // a flattened header: the day codes written just before the class time (clock-day-codes.ts).
    const t =
      head[i]!.length > 200 ? (clockSentence(head[i]!) ?? codesAtClock(head[i]!) ?? head[i]!) : head[i]!;
    if (!CLOCK.test(t) || t.length > 200) continue;
    // `Class Hours: T 9-11:50am`: one day code, named the class's time by its label (labelled-day-code.ts).
    const labelled = labelledDayCode(t);
    if (labelled) return [labelled];
    const m = DAY_CODES.exec(t) ?? SPACED_DAY_CODES.exec(t);
    const one = m ? null : CLOCK_ONE_DAY.exec(t);
    if (one) return [weekdayName(CODE_DAYS[one[1]!]!)];
    if (!m) {
      const listed = dayNamesAtClock(t, CLOCK);
      if (listed.length) return listed;
      continue;
    }
    const codes = m[1]!.match(/Th|TH|Tu|Mo|We|Fr|[MTWRF]/g) ?? [];
    const days = [...new Set(codes.map((c) => CODE_DAYS[c]!))];
    if (days.length >= 2 && days.length === codes.length) return days.sort().map(weekdayName);
  }
  const timetable = timetableDays(texts);
  if (timetable.length) return timetable;
  const hours = classHoursDay(texts);
  if (hours.length) return hours;
  // The schedule table's own column of class days (`Lecture days`: `M,W,F`; day-column.ts), else its day
  // columns (`| Week | Mon | Wed | Fri |`; day-name-columns.ts).
  const column = dayColumnDays(texts);
  if (column.length) return column;
  const columns = dayNameColumnDays(texts);
  // Else a weekday and the hours in each row's cell (`| Wednesday 12:00pm-1:00pm (Seminar) |`; weekday-time-cells.ts).
  return columns.length ? columns : weekdayTimeCellDays(texts);
}
