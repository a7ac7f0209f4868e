/** Semester facts: start, end, meeting days, course code and title. */
import { fromEpochDay, isValidDay, toEpochDay, toIsoDay, weekdayOf } from './calendar';
import type { MeetingDay } from '../model';
import { chainedClassDays } from './day-chains';
import { classTimeLineDays } from './class-time-lines';
import { finalHeadingDate } from './final-heading';
import { firstClassDate } from './first-class-date';
import { labelledFirstClass } from './first-class-label';
import { statedLastClass } from './last-class-label';
import { labelledMeetingDays } from './meeting-label';
import { type DatedClass, makeUpWeekdays } from './make-up-days';
import { meetingSentenceDays } from './meeting-sentence';
import { misdatedRows } from './misdated-rows';
import { findDate, leadingDate, type MonthDay, weekdayIndex, weekdayName } from './dates';
import {
  type ClassRow,
  daysFromGaps,
  daysFromMonthDays,
  labelledWeekdays,
  statedDaySpan,
  twoClassWeek,
} from './meeting-days';
import { type PlacedSession, shadowedWeekRows } from './schedule';
import type { Session } from './layouts';
import { anchoredWeekdays } from './weekday-anchor';
import { listedWeekdays } from './listed-days';
import { isDeadlineRow } from './deadline-rows';
import { statedTermRange } from './stated-term-range';
import { assignYears, baseYear } from './years';
import { statedMeetingDays } from './stated-meeting-days';
import { statedDaysDisjoint } from './stated-days-over-rows';
import { slashedPairGap, withPairDays } from './slashed-day-pairs';

/** The header's lines, where the stated class times are read first (stated-meeting-days.ts). */
const HEADER_LINES = 60;

/** The dated rows' days; stated days win when the rows show only some of them (groups of dates, cancelled classes). */
export function meetingDaysOf(placed: PlacedSession[], texts: string[] = []): MeetingDay[] {
  const rowDays = meetingDaysFromRows(placed, texts);
  // Rows dated by the first day of a slashed pair (`Jan 26/28th`): the pair's second day meets too (slashed-day-pairs.ts).
  const gap = rowDays.length ? slashedPairGap(texts) : undefined;
  const fromRows = gap === undefined ? rowDays : withPairDays(rowDays, gap);
  // Days stated beside the class time, else in a sentence saying when the class meets (meeting-sentence.ts).
  const atClock = statedMeetingDays(texts);
  const sentence = atClock.length ? atClock : meetingSentenceDays(texts);
  // Else in a labelled field of the header (`CLASS MEETINGS: Monday & Wednesday`; meeting-label.ts).
  const stated = sentence.length ? sentence : labelledMeetingDays(texts);
  if (!stated.length) {
    const span = statedDaySpan(texts);
    if (span.length > fromRows.length) return span;
  }
  if (!fromRows.length) {
    if (stated.length) return stated;
    const labelled = labelledWeekdays(texts);
    if (labelled.length) return labelled;
    const gaps = daysFromGaps(placed.map((p) => p.session));
    if (gaps.length) return gaps;
    // Week headings listing their class days ("Jan. 22-24-26"): the gaps of those days (day-chains.ts).
    const chained = daysFromMonthDays(chainedClassDays(texts));
    // Else class hours stated below the header (`Mondays and Wednesdays, 9:45am - 11am`; class-time-lines.ts).
    return chained.length ? chained : classTimeLineDays(texts, HEADER_LINES);
  }
  if (stated.length > fromRows.length && fromRows.every((d) => stated.includes(d))) return stated;
  // Rows on none of the stated days are deadlines or exams, not the meetings (stated-days-over-rows.ts).
  if (statedDaysDisjoint(stated, fromRows)) return stated;
  // Rows on every stated day and on others too: the others are make-ups, deadlines or exams.
  return statedWithinRows(stated, fromRows) ? stated : fromRows;
}

/** The stated days, all of them among the rows' days, which show more. */
function statedWithinRows(stated: MeetingDay[], fromRows: MeetingDay[]): boolean {
  return stated.length > 0 && stated.length < fromRows.length && stated.every((d) => fromRows.includes(d));
}

/**
 * The weekdays the dated rows fall on; when no row has a year, the weekdays written on them
 * ("week 1: Mon Aug 28 & Wed Aug 30") — the days are known even when the dates are not.
 */
function meetingDaysFromRows(placed: PlacedSession[], texts: string[]): MeetingDay[] {
  const counts = new Array<number>(7).fill(0);
  const rows: ClassRow[] = [];
  const dated = placed.some((p) => p.day !== undefined);
  // Yearless rows: the weekdays written on some rows (or a Monday holiday) give the others'.
  const anchored = dated
    ? new Map<Session, number>()
    : anchoredWeekdays(
        placed.map((p) => p.session),
        texts,
      );
  const stray = isolatedDays(placed.flatMap((p) => (p.day === undefined ? [] : [p.day])));
  const classDays = new Set(placed.flatMap((p) => (!p.session.isWeek && p.day !== undefined ? [p.day] : [])));
  const misdated = misdatedRows(placed);
  const held: DatedClass[] = [];
  for (const p of placed) {
    if ((p.day !== undefined && stray.has(p.day)) || misdated.has(p)) continue;
    // A deadline printed beside the schedule ("12 Mar | Essay 1 Due") is not a meeting (deadline-rows.ts).
    if (isDeadlineRow(p.session)) continue;
    // A week row's date is its range's first day ("Week 2 (Sept 8-12)"), not a meeting.
    // A cancelled class ("Monday, Jan. 21: holiday, no class") is a day the class would have met;
    // a break of several days ("March 9-13: Spring break") is not a day of its own.
    if (p.session.noClass && !p.session.readings.length && isBreak(p.session)) continue;
    if (p.session.isWeek && p.session.range) continue;
    // A week heading dated by its first class ("WEEK 1 – JAN. 12 & 14") over that class's own row
    // ("MONDAY, JAN. 12: ...") is the same meeting, not a second one.
    if (p.session.isWeek && p.day !== undefined && classDays.has(p.day)) continue;
    const weekday =
      p.day !== undefined
        ? weekdayOf(p.day)
        : dated
          ? undefined
          : (p.session.weekday ?? anchored.get(p.session));
    if (weekday === undefined) continue;
    counts[weekday]!++;
    rows.push({ weekday, rel: p.day ?? standIn(p.session.date), written: p.session.weekday !== undefined });
    const rel = p.day ?? standIn(p.session.date);
    if (rel !== undefined)
      held.push({ day: rel, weekday, cancelled: p.session.noClass && !p.session.readings.length });
    // A row taught over several listed days meets on each of them (listed-days.ts).
    if (p.day !== undefined && p.session.listedDays && p.session.date) {
      const first = fromEpochDay(p.day);
      for (const w of listedWeekdays(p.session.listedDays, first.year, first.month)) counts[w]!++;
    }
  }
  // A day that only replaces a cancelled class of its week is no meeting day (make-up-days.ts).
  for (const w of makeUpWeekdays(held)) counts[w] = 0;
  // The only class the text dates (a first-class notice): its day is the one meeting day known.
  if (rows.length === 1 && dated) return [weekdayName(rows[0]!.weekday)];
  if (rows.length === 2) return twoClassWeek(rows);
  if (rows.length < 3) return [];
  const max = Math.max(...counts);
  const weekdayMax = Math.max(...counts.slice(0, 5));
  // A weekend day far rarer than the main class day is a misprinted date, not a Saturday class;
  // a weekday of one row beside a main day of four or more is a deadline or a make-up, not a meeting.
  const weekendSlip = (c: number, i: number) => i >= 5 && c < 0.75 * weekdayMax;
  return counts.flatMap((c, i) =>
    c >= Math.max(max >= 4 ? 2 : 1, 0.25 * max) && !weekendSlip(c, i) ? [weekdayName(i)] : [],
  );
}

/** Words naming a break of several days, not one cancelled class. */
const BREAK =
  /\b(?:break|recess|vacation|reading (?:period|week|days)|exam(?:ination)?s? (?:period|week))\b/i;

/** A "no class" row that is a break of several days (a range, or the words of one), not a cancelled class. */
function isBreak(s: Session): boolean {
  return Boolean(s.range) || s.isWeek || s.topics.some((t) => BREAK.test(t));
}

/**
 * Sessions dated later than a session of a later week: a week heading whose date disagrees with
 * the weeks after it ("Week 15: May 26-30" above "Week 16: May 3-7") is a typo, not the term's end.
 */
function outOfOrder(placed: PlacedSession[]): Set<PlacedSession> {
  const out = new Set<PlacedSession>();
  let laterMin = Number.POSITIVE_INFINITY;
  let laterWeek = Number.POSITIVE_INFINITY;
  let weekMin = Number.POSITIVE_INFINITY;
  for (let i = placed.length - 1; i >= 0; i--) {
    const p = placed[i]!;
    if (p.day === undefined) continue;
    if (p.week < laterWeek) {
      laterMin = Math.min(laterMin, weekMin);
      laterWeek = p.week;
      weekMin = Number.POSITIVE_INFINITY;
    }
    if (p.week === laterWeek && p.day > laterMin) out.add(p);
    else weekMin = Math.min(weekMin, p.day);
  }
  return out;
}

/**
 * Dates far from every other dated row (a cited article's "December 11, 2023", a translation
 * note's "6/21/2001"): not classes, so no evidence of the meeting days.
 */
export function isolatedDays(days: number[]): Set<number> {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const out = new Set<number>();
  if (sorted.length < 3) return out;
  const limit = strayGap(sorted);
  sorted.forEach((d, i) => {
    const before = i > 0 ? d - sorted[i - 1]! : Number.POSITIVE_INFINITY;
    const after = i < sorted.length - 1 ? sorted[i + 1]! - d : Number.POSITIVE_INFINITY;
    if (before > limit && after > limit) out.add(d);
  });
  return out;
}

/**
 * How far a date must lie from the others to be a stray: five weeks, or four times the schedule's
 * usual gap for a sparse one (five dated rows over a term are all classes). `sorted` ascending.
 */
function strayGap(sorted: number[]): number {
  const gaps = sorted.slice(1).map((d, i) => d - sorted[i]!);
  gaps.sort((a, b) => a - b);
  const median = gaps.length ? gaps[Math.floor(gaps.length / 2)]! : 0;
  return Math.max(35, 4 * median);
}

/** A yearless date on a stand-in calendar (distances between dates, not weekdays). */
function standIn(d: MonthDay | undefined): number | undefined {
  return d ? dayOf(d.year ?? 2001, d) : undefined;
}

function lastTeachingDay(placed: PlacedSession[], texts: string[]): number | undefined {
  const stray = outOfOrder(placed);
  // A deadline row on a day the class does not meet ("4 Jun | Essay Due" after Tue/Thu classes) is no class.
  // The meeting days are read again only when some row is a deadline (most schedules have none).
  const deadlines = new Set(placed.filter((p) => p.day !== undefined && isDeadlineRow(p.session)));
  const meets = deadlines.size ? new Set(meetingDaysOf(placed, texts).map((d) => weekdayIndex(d))) : null;
  const offDeadline = (p: PlacedSession) => deadlines.has(p) && !meets!.has(weekdayOf(p.day!));
  const shadowed = shadowedWeekRows(
    placed.map((p) => p.session),
    placed.map((p) => p.day),
  );
  const days = placed
    .filter(
      (p) =>
        p.day !== undefined &&
        !p.session.noClass &&
        !stray.has(p) &&
        !shadowed.has(p.session) &&
        !offDeadline(p),
    )
    .map((p) => {
      // A week row ("Week 14 (Dec 1-5)") teaches until its range's last day.
      const r = p.session.isWeek ? p.session.range : undefined;
      if (r) return p.day! + Math.max(0, dayOfYear(r.end) - dayOfYear(r.start));
      // A row of several class days ("25, 27 May") teaches until its last listed day.
      const last = p.session.listedDays?.at(-1);
      const lastDay = last && p.session.date ? dayOfYear(last) - dayOfYear(p.session.date) : 0;
      return p.day! + (lastDay > 0 && lastDay < 7 ? lastDay : 0);
    });
  days.sort((a, b) => a - b);
  // A stray date far after the schedule (a translation or revision note: "updated 6/21/2001") is not its end.
  const limit = strayGap(days);
  while (days.length >= 3 && days[days.length - 1]! - days[days.length - 2]! > limit) days.pop();
  return days.length ? days[days.length - 1] : undefined;
}

/** The epoch day of the last class the text states (last-class-label.ts), its year the rows' if not written. */
function statedLastDay(texts: string[], yearHint: number | undefined): number | undefined {
  const d = statedLastClass(texts);
  if (!d) return undefined;
  const year = d.year ?? yearHint;
  return year === undefined ? undefined : dayOf(year, d);
}

/** Day of a (non-leap) year for the length of a range that may cross a month. */
function dayOfYear(d: MonthDay): number {
  return dayOf(2001, d) ?? 0;
}

/** "Final exam", "End-semester examination", "Endsem": the exam that closes the term. */
const FINAL_EXAM = /\b(?:final exam(?:ination)?|end[- ]?sem(?:ester)?(?: exam(?:ination)?)?)\b/i;

/** A dated final exam ("Final Exam: Wednesday, December 3", "Endsem | 11/05/2026") can close the semester. */
function finalExamDay(texts: string[], yearHint: number | undefined): number | undefined {
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i]!;
    // A bare "Final:" / "Final Exam" heading over the line that gives its date (final-heading.ts).
    const under = finalHeadingDate(texts, i);
    const at = under === undefined ? t.search(FINAL_EXAM) : 0;
    if (at < 0) continue;
    const m = under ?? findDate(t.slice(at));
    if (!m) continue;
    const d: MonthDay = m.date;
    const base = d.year ?? yearHint;
    const [year] = assignYears([d], base);
    if (year === undefined) continue;
    return dayOf(year, d);
  }
  return undefined;
}

/** The epoch day of `d` in `year`, or undefined for a day the calendar lacks or a year with no ISO form (0-9999). */
function dayOf(year: number, d: MonthDay): number | undefined {
  const isoYear = Number.isInteger(year) && year >= 0 && year <= 9999;
  return isoYear && isValidDay(year, d.month, d.day) ? toEpochDay(year, d.month, d.day) : undefined;
}

/** "Classes begin January 14, 2013", "First day of classes: Wednesday, Jan. 12": the term's stated first day. */
const STATED_START =
  /\b(?:first (?:day|week) of (?:classes|class|instruction|the (?:semester|term))|(?:classes|instruction|the (?:semester|term)) (?:begins?|starts?))\b/i;

/** A line that opens with the word of a start (`Starting Wednesday 23 October in …`, `Begins Monday, March 3`): a course's first day. */
const OPENING_START = /^\s*(?:starting|starts|beginning|begins|commencing|commences)\b/i;

/**
 * The year of a stated first day written with its weekday and no year (`Starting Wednesday 23 October`,
 * the year named only in a heading the term pass does not read, `Twilight Term 2024`): the years the
 * text names decide by the weekday (years.ts, as one weekday beside a date does).
 */
function weekdayYear(date: MonthDay, after: string, texts: string[]): number | undefined {
  const weekday = leadingDate(after.trim())?.weekday;
  return weekday === undefined ? undefined : baseYear([{ date, weekday }], texts);
}

/** The first day of classes as the syllabus states it, when it gives the date (and its year is known). */
export function statedFirstDay(texts: string[], yearHint: number | undefined): number | undefined {
  for (const t of texts) {
    if (t.length > 300) continue;
    const m = STATED_START.exec(t) ?? OPENING_START.exec(t);
    if (!m) continue;
    const after = t.slice(m.index + m[0].length);
    const found = findDate(after);
    if (!found) continue;
    const year = found.date.year ?? yearHint ?? weekdayYear(found.date, after, texts);
    return year === undefined ? undefined : dayOf(year, found.date);
  }
  // A `First Class: Tuesday, August 24th` field, in a header line or a paragraph (first-class-label.ts).
  const label = labelledFirstClass(texts);
  if (!label) return undefined;
  const date = label.found.date;
  const year = date.year ?? yearHint ?? weekdayYear(date, label.after, texts);
  return year === undefined ? undefined : dayOf(year, date);
}

/**
 * The semester's start: the first dated class, or the stated first day of classes when the
 * schedule has no dated class or the stated day lies in its first week (a week heading dated by
 * its Monday, the first class on the Wednesday).
 */
export function semesterStartOf(
  rowsStart: number | undefined,
  texts: string[],
  fileYear?: number,
): string | null {
  const yearHint = rowsStart !== undefined ? fromEpochDay(rowsStart).year : baseYear([], texts, fileYear);
  let stated = statedFirstDay(texts, yearHint);
  // No dated row: the first numbered class's own date ("Lecture 1 (January 6th)") starts the term.
  const first = stated === undefined && rowsStart === undefined ? firstClassDate(texts) : undefined;
  if (first && (first.year ?? yearHint) !== undefined) stated = dayOf(first.year ?? yearHint!, first);
  const start =
    stated !== undefined && (rowsStart === undefined || Math.abs(stated - rowsStart) < 7)
      ? stated
      : rowsStart;
  return start === undefined ? null : toIsoDay(start);
}

export function semesterEndOf(placed: PlacedSession[], texts: string[], fileYear?: number): string | null {
  const last = lastTeachingDay(placed, texts);
  const yearHint = last !== undefined ? Number(toIsoDay(last).slice(0, 4)) : baseYear([], texts, fileYear);
  // A class the syllabus calls its last (`| March 28 | Final Class |`) ends the term, not the deadlines or
  // the exam after it; far from the rows' end it is another term's or a typo (last-class-label.ts).
  const stated = statedLastDay(texts, yearHint);
  if (stated !== undefined && (last === undefined || (stated <= last + 7 && stated >= last - 28)))
    return toIsoDay(stated);
  const exam = finalExamDay(texts, yearHint);
  const candidates = [last, exam].filter((d): d is number => d !== undefined);
  if (last === undefined && exam === undefined) return null;
  const end = Math.max(...candidates);
  // The term's span stated in the header (`September 1 – December 9`) ends it when the rows stop earlier.
  const span = last !== undefined ? statedTermRange(texts, fromEpochDay(last).year) : undefined;
  if (span && span.start <= last! && span.end > end) return toIsoDay(span.end);
  if (last !== undefined && end - last > 60) return toIsoDay(last);
  return toIsoDay(end);
}

const NOT_DEPARTMENTS =
  /^(?:room|spring|fall|summer|winter|autumn|section|office|hall|suite|standard|version|page|pages|chapter|week|class|unit|module|phone|building|floor|rule|rules|day|days|no|part|lecture|session|revised|version|edition|vol|volume|box|fax|ext|seminar|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/i;

export function courseCodeOf(texts: string[]): string | null {
  for (const t of texts.slice(0, 40)) {
    for (const m of t.matchAll(/\b([A-Z]{2,5}|[A-Z][a-z]{2,12})\s?(\d{2,4}[A-Z]?(?:\/\d{2,4})?)\b/g)) {
      if (NOT_DEPARTMENTS.test(m[1]!)) continue;
      if (/^(?:19|20)\d\d$/.test(m[2]!)) continue;
      return `${m[1]} ${m[2]}`;
    }
  }
  return null;
}

export function courseTitleOf(texts: string[]): string | null {
  for (const t of texts.slice(0, 15)) {
    const s = t.trim();
    if (!s || s.length > 60 || /\d|@|https?:|www\.|:\s|^[-=]+$|^---/.test(s)) continue;
    if (!/[A-Za-z]{3}/.test(s)) continue;
    return s.replace(/\s*\|.*$/, '');
  }
  return null;
}
