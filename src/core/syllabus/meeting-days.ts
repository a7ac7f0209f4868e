/**
 * Meeting days that the syllabus never states as such but that follow from its rows: the weekdays
 * labelling its classes ("- Tuesday: ..."), the gaps of a yearless run of dates (five days on,
 * two off), a stated span of days ("M-F, 10 am"), two classes of one week.
 */
import type { MeetingDay } from '../model';
import { isValidDay, toEpochDay } from './calendar';
import { findDate, type MonthDay, WEEKDAY_PATTERN, weekdayIndex, weekdayName } from './dates';
import type { Session } from './layouts';
import { classWeekdayLabel } from './class-weekday-labels';
import { isDeadlineRow } from './deadline-rows';

const CLOCK = /\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b/i;
const DAY_TOKEN = `${WEEKDAY_PATTERN}|Th|Tu|[MTWRF]`;
/** "M-F, 10.00 am", "Mon–Thu 9:00": a span of days (not "T-Th", two days) beside a class time. */
const DAY_SPAN = new RegExp(
  `(?:^|[\\s(,])(${DAY_TOKEN})\\.?\\s*(?:-|–|—|through|thru|to)\\s*(${DAY_TOKEN})\\.?(?=[\\s),.:;]|$)`,
  'i',
);

/** A span of at least four days ("M-F", "Mon-Thu") next to a clock in the course header. */
export function statedDaySpan(texts: string[]): MeetingDay[] {
  for (const t of texts.slice(0, 60)) {
    if (t.length > 200 || !CLOCK.test(t)) continue;
    const m = DAY_SPAN.exec(t);
    if (!m) continue;
    const from = weekdayIndex(m[1]!);
    const to = weekdayIndex(m[2]!);
    if (from === undefined || to === undefined || to - from < 3) continue;
    const days: MeetingDay[] = [];
    for (let d = from; d <= to; d++) days.push(weekdayName(d));
    return days;
  }
  return [];
}

/** Weekdays that label at least two classes each, over at least four weekday-labelled lines (class-weekday-labels.ts). */
export function labelledWeekdays(texts: string[]): MeetingDay[] {
  const counts = new Array<number>(7).fill(0);
  let n = 0;
  for (const t of texts) {
    const day = classWeekdayLabel(t);
    if (day === undefined) continue;
    counts[day]!++;
    n++;
  }
  if (n < 4) return [];
  const max = Math.max(...counts);
  return counts.flatMap((c, i) => (c >= 2 && c >= 0.25 * max ? [weekdayName(i)] : []));
}

/** A stand-in year for yearless dates (not a leap year). */
const NEUTRAL_YEAR = 2001;

/**
 * Meeting days of a yearless run of dates without written weekdays: the weekdays are unknown, but
 * the days of the week the dates never use show where the weekend lies when exactly one pair of
 * neighbouring days is never used (08/19-08/23 then 08/26: Monday to Friday; MWF likewise). A
 * run that leaves the weekend open (Tue/Thu, Mon/Wed) gives nothing.
 */
export function daysFromGaps(sessions: Session[]): MeetingDay[] {
  return daysFromMonthDays(undatedDays(sessions));
}

/** The meeting days of yearless class days (`daysFromGaps`; a week's chain of days, day-chains.ts). */
export function daysFromMonthDays(classDays: readonly MonthDay[]): MeetingDay[] {
  const saturday = weekendOfDays(classDays);
  if (saturday === undefined) return [];
  const days = saturday.used.map((r) => (r - saturday.residue + 5 + 7) % 7);
  return days.sort((a, b) => a - b).map(weekdayName);
}

/**
 * Where Mondays fall in a yearless run of dates without weekdays, as a day of the 7-day cycle of
 * epoch days in the stand-in year (the weeks of `08/19 … 08/23, 08/26` begin on 08/19): known when
 * the unused days of the cycle leave exactly one place for the weekend.
 */
export function mondayFromGaps(sessions: Session[]): number | undefined {
  const saturday = weekendFromGaps(sessions);
  return saturday === undefined ? undefined : (saturday.residue + 2) % 7;
}

/** The yearless dates of class sessions without a written weekday. */
function undatedDays(sessions: Session[]): MonthDay[] {
  return sessions.flatMap((s) =>
    !s.date ||
    s.date.year !== undefined ||
    s.weekday !== undefined ||
    s.isWeek ||
    s.noClass ||
    isDeadlineRow(s)
      ? []
      : [s.date],
  );
}

/** The Saturday of the cycle (and the days used) when the gaps leave one place for the weekend. */
function weekendFromGaps(sessions: Session[]): { residue: number; used: number[] } | undefined {
  return weekendOfDays(undatedDays(sessions));
}

function weekendOfDays(days: readonly MonthDay[]): { residue: number; used: number[] } | undefined {
  const counts = new Array<number>(7).fill(0);
  let n = 0;
  for (const d of days) {
    if (!isValidDay(NEUTRAL_YEAR, d.month, d.day)) continue;
    counts[toEpochDay(NEUTRAL_YEAR, d.month, d.day) % 7]!++;
    n++;
  }
  if (n < 6) return undefined;
  const max = Math.max(...counts);
  const used = counts.map((c) => c >= Math.max(2, 0.25 * max));
  const pairs = [0, 1, 2, 3, 4, 5, 6].filter((r) => !used[r] && !used[(r + 1) % 7]);
  if (pairs.length !== 1) return undefined;
  return { residue: pairs[0]!, used: [0, 1, 2, 3, 4, 5, 6].filter((r) => used[r]) };
}

export interface ClassRow {
  weekday: number;
  /** The row's day on a stand-in calendar (distances between rows, not weekdays). */
  rel?: number;
  /** Was the weekday written on the row ("For Wednesday, Jan. 17"), not only computed from its date? */
  written?: boolean;
}

/**
 * Two classes of one week, each with its weekday written ("For Wednesday, Jan. 17", "For Friday,
 * Jan. 19"), name the meeting days: fewer than seven days apart, their weekdays agreeing with the
 * distance between them; two classes on one written weekday a few whole weeks apart name that day.
 * Two dates without written weekdays are too few (a first class and a make-up, say).
 */
export function twoClassWeek(rows: ClassRow[]): MeetingDay[] {
  if (rows.length !== 2) return [];
  const [a, b] = rows as [ClassRow, ClassRow];
  if (!a.written || !b.written || a.rel === undefined || b.rel === undefined) return [];
  const gap = b.rel - a.rel;
  // One weekday written on both, one to four whole weeks apart: a weekly class ("Wednesday, January
  // 17" and "Wednesday, January 31" of a reading group).
  if (a.weekday === b.weekday) return gap > 0 && gap % 7 === 0 && gap <= 28 ? [weekdayName(a.weekday)] : [];
  if (gap <= 0 || gap >= 7 || b.weekday - a.weekday !== gap) return [];
  return [weekdayName(a.weekday), weekdayName(b.weekday)];
}

/** A line that opens with a weekday name: "Tuesday - 1:30 p.m. - 2:45 p.m. Room 203", "Thu 2-3:15pm". */
const WEEKDAY_LEAD = new RegExp(`^[-*•\\s]*(${WEEKDAY_PATTERN})s?\\b\\.?`, 'i');

/**
 * One line per meeting day under the course time ("Tuesday - 1:30 p.m. Room 203" / "Thursday
 * 2:00 p.m. Room 203"): two or more neighbouring lines in the course header, each opening with a
 * different weekday and giving a class time but no date (a dated schedule row is a class, not the
 * timetable).
 */
export function timetableDays(texts: string[]): MeetingDay[] {
  const head = texts.slice(0, 60);
  let run: number[] = [];
  let last = -10;
  for (let i = 0; i < head.length; i++) {
    const t = head[i]!;
    if (t.length > 120 || !CLOCK.test(t)) continue;
    const m = WEEKDAY_LEAD.exec(t);
    if (!m || findDate(t)) continue;
    const day = weekdayIndex(m[1]!);
    if (day === undefined) continue;
    if (i - last > 2) {
      if (new Set(run).size >= 2) break;
      run = [];
    }
    run.push(day);
    last = i;
  }
  const days = [...new Set(run)];
  return days.length >= 2 ? days.sort((a, b) => a - b).map(weekdayName) : [];
}
