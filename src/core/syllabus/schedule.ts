/** Placing sessions on the calendar and into weeks. */
import type { MeetingDay } from '../model';
import { isValidDay, mondayOf, toEpochDay, toIsoDay, weekdayOf } from './calendar';
import { yearOfCompleteDates } from './complete-date-year';
import type { MonthDay } from './dates';
import { mondayFromGaps } from './meeting-days';
import { firstClassInRange } from './range-first-class';
import { statedMeetingDays } from './stated-meeting-days';
import { statedDaysDenyYear } from './stated-days-year';
import { newestCitedYear } from './newest-cited-year';
import { fixMonthTypos } from './month-typo';
import { leadingClassWeek } from './leading-class';
import { standInYear } from './leap-stand-in';
import { repairMisreadWeeks } from './misread-week';
import { weeksPastPrinted } from './printed-week-overflow';
import type { Session } from './sessions';
import { trailingWeeks } from './trailing-weeks';
import { writtenWeekStart } from './written-weekdays';
import { assignYears, baseYear } from './years';

export interface PlacedSession {
  session: Session;
  /** Epoch day of the session when the year is known. */
  day?: number;
  week: number;
}

function epoch(d: MonthDay, year: number | undefined): number | undefined {
  if (year === undefined || !isValidDay(year, d.month, d.day)) return undefined;
  return toEpochDay(year, d.month, d.day);
}

/** Session dates as epoch days (undefined when unknown or yearless). */
export function sessionDays(
  sessions: Session[],
  texts: string[],
  yearHint?: number,
): { days: (number | undefined)[]; yearKnown: boolean; yearFromHint: boolean } {
  const items = sessions.filter((s) => s.date).map((s) => ({ date: s.date!, weekday: s.weekday }));
  // No year before the newest work a reading cites (newest-cited-year.ts).
  const notBefore = newestCitedYear(sessions);
  const textYear = baseYear(items, texts, undefined, notBefore);
  // No term, no weekday: the complete dates written beside the schedule (complete-date-year.ts).
  const completeYear = textYear === undefined ? yearOfCompleteDates(items, texts) : undefined;
  const found = completeYear ?? baseYear(items, texts, yearHint, notBefore);
  // A written year whose calendar puts the rows off the stated class days (stated-days-year.ts): none.
  const base =
    found !== undefined && statedDaysDenyYear(items, found, () => statedMeetingDays(texts))
      ? undefined
      : found;
  // A month written wrong on a row ("Apr 31 (Th)" before "Sep 5 (T)"): its weekday and place say which (month-typo.ts).
  fixMonthTypos(sessions, base);
  const anchors: MonthDay[] = sessions.map((s) => s.date ?? s.range?.start ?? { month: 0, day: 0 });
  // The file name's year decided only when the text alone leaves the year another (or none).
  const yearFromHint =
    yearHint !== undefined && base === yearHint && textYear !== base && completeYear !== base;
  const withDates = anchors.map((a, i) => ({ a, i })).filter(({ a }) => a.month > 0);
  const years = assignYears(
    withDates.map(({ a }) => a),
    base,
  );
  const days: (number | undefined)[] = sessions.map(() => undefined);
  let stated: MeetingDay[] | undefined;
  withDates.forEach(({ i }, k) => {
    const s = sessions[i]!;
    const year = years[k];
    if (s.date) days[i] = epoch(s.date, year);
    else if (s.range && s.weekday !== undefined) {
      const start = epoch(s.range.start, year);
      if (start !== undefined) days[i] = start + ((s.weekday - weekdayOf(start) + 7) % 7);
    }
    // A week heading with its range ("## Week 1: Jan 18-22") is dated by its first day, as a week row is,
    // or by the first stated class day inside the range (range-first-class.ts).
    else if (s.isWeek && s.range) {
      const start = epoch(s.range.start, year);
      stated ??= statedMeetingDays(texts);
      days[i] = start === undefined ? undefined : firstClassInRange(start, epoch(s.range.end, year), stated);
    }
  });
  return { days, yearKnown: years.some((y) => y !== undefined), yearFromHint };
}

/** A week heading dated only by its range ("## Week 1: Jan 18-22"), not by a date of its own. */
const isRangeHeading = (s: Session) => Boolean(s.isWeek && s.range && !s.date);

/**
 * Week headings whose printed week also has a dated class: the classes, not the week's range,
 * say when teaching began and ended (a first class on the Friday of week 1).
 */
export function shadowedWeekRows(sessions: Session[], days: (number | undefined)[]): Set<Session> {
  const classWeeks = new Set<number>();
  sessions.forEach((s, i) => {
    if (days[i] !== undefined && !s.isWeek && s.explicitWeek !== undefined) classWeeks.add(s.explicitWeek);
  });
  return new Set(
    sessions.filter(
      (s) => isRangeHeading(s) && s.explicitWeek !== undefined && classWeeks.has(s.explicitWeek),
    ),
  );
}

function firstTeachingDay(sessions: Session[], days: (number | undefined)[]): number | undefined {
  const shadowed = shadowedWeekRows(sessions, days);
  const dated = days
    .map((d, i) => ({ d, s: sessions[i]! }))
    .filter((x): x is { d: number; s: Session } => x.d !== undefined && !x.s.noClass && !shadowed.has(x.s));
  dated.sort((a, b) => a.d - b.d);
  // A stray date far ahead of the schedule (a revision date, an orientation note) is not its start.
  while (dated.length >= 3 && dated[1]!.d - dated[0]!.d > 35) dated.shift();
  return dated[0]?.d;
}

function yearlessDays(sessions: Session[]): (number | undefined)[] {
  // A yearless schedule is counted in a leap year when its February 29 or its weekly rhythm says so (leap-stand-in.ts).
  const year = standInYear(
    sessions.flatMap((s) =>
      s.date ? [{ date: s.date, ...(s.weekday !== undefined ? { weekday: s.weekday } : {}) }] : [],
    ),
  );
  return sessions.map((s) => {
    // A class on a weekday of a row's week (a weekday grid `8/26 - 8/30 | 2.1 | | 2.5`): without a year
    // its weekday's date is unknown, but the week's first day places it among the other weeks.
    const d = s.date ?? (s.range && s.weekday !== undefined ? s.range.start : undefined);
    return d && isValidDay(year, d.month, d.day) ? toEpochDay(year, d.month, d.day) : undefined;
  });
}

/**
 * Where a yearless schedule's weeks begin. Without a year the weekdays are unknown, but when most
 * dated rows fall on one day of a 7-day cycle (a weekly table: "Aug-27, Sep-2, Sep-9, Sep-16 ..."),
 * that day starts the week when the first date lies early in it (four or more dates, three or more on
 * that day); otherwise weeks are 7-day blocks from the first date.
 */
export function yearlessWeekStart(relative: (number | undefined)[]): number | undefined {
  const days = relative.filter((d): d is number => d !== undefined).sort((a, b) => a - b);
  const first = days[0];
  const pairs = twoDayPairStart(days);
  if (first !== undefined && pairs !== undefined) return first - ((first - pairs + 7) % 7);
  // Four dates are enough when three share the day (a weekly class whose first post came earlier).
  if (first === undefined || days.length < 4) return first;
  const counts = new Array<number>(7).fill(0);
  for (const d of days) counts[d % 7]!++;
  const top = counts.indexOf(Math.max(...counts));
  const lag = (first - top + 7) % 7;
  // The first class may start a few days into a week the other rows begin (a Tuesday start).
  if (counts[top]! < 0.6 * days.length || lag > 3) return first;
  return first - lag;
}

/**
 * The distinct days without those one day after another row's (a Thursday lecture's Friday section, a
 * Tuesday's Wednesday deadline): a next-day row is no class of its own for the two-and-five-day rhythm.
 */
function nextDayRowsDropped(distinct: number[]): number[] {
  return distinct.filter((d, i) => i === 0 || d - distinct[i - 1]! !== 1);
}

/**
 * Classes two days apart, then five (Aug 30, Sep 4, 6, 11, 13): whichever two weekdays they fall on
 * (Mon/Wed, Tue/Thu, Wed/Fri), each pair shares a Monday-based week and the five-day gap crosses a
 * weekend, so a week starts on the pairs' first day. The day of the cycle the pairs start on, when the
 * gaps between distinct dates are two or five days but for a few (a break day, a make-up class: at most
 * one in five), there are four or more dates, at least two pairs and every pair starts on that day;
 * else undefined. Two rows of one day (a lecture and its discussion group) are one date.
 */
function twoDayPairStart(days: number[]): number | undefined {
  // A row the day after a class (its discussion section, a deadline) belongs to that class's week.
  const distinct = nextDayRowsDropped(days.filter((d, i) => i === 0 || d !== days[i - 1]));
  if (distinct.length < 4) return undefined;
  const starts = new Set<number>();
  let pairs = 0;
  let others = 0;
  for (let i = 1; i < distinct.length; i++) {
    const gap = distinct[i]! - distinct[i - 1]!;
    if (gap === 2) {
      starts.add(distinct[i - 1]! % 7);
      pairs++;
    } else if (gap !== 5) others++;
  }
  if (others * 5 > distinct.length - 1) return undefined;
  return starts.size === 1 && pairs >= 2 ? [...starts][0] : undefined;
}

/** The Monday on or before the first yearless date, when the run of dates shows where its weekends fall. */
function gapWeekStart(sessions: Session[], relative: (number | undefined)[]): number | undefined {
  const monday = mondayFromGaps(sessions);
  const first = relative.reduce<number | undefined>(
    (m, d) => (d === undefined ? m : m === undefined ? d : Math.min(m, d)),
    undefined,
  );
  if (monday === undefined || first === undefined) return undefined;
  return first - ((((first - monday) % 7) + 7) % 7);
}

/**
 * The week of an undated numbered class: with the meeting days stated ("Tues. & Thurs."), classes
 * fill the weeks that many at a time (Day 1-2 week 1, Day 3-4 week 2); numbered topics of a
 * topic list, or classes whose days are not stated, are one per week.
 */
export function numberedClassWeek(classNo: number, numberedTopics: boolean, classesPerWeek: number): number {
  const perWeek = numberedTopics ? 1 : Math.max(1, Math.min(5, Math.floor(classesPerWeek)));
  return Math.ceil(classNo / perWeek);
}

export interface Placement {
  placed: PlacedSession[];
  semesterStart?: number;
  yearKnown: boolean;
  /** The year of the dates came from the file's name (`yearHint`), not from the text. */
  yearFromHint: boolean;
}

/** Weeks: the syllabus's own numbers; else Monday-based calendar weeks from the first class; else one numbered topic per week. */
export function placeSessions(
  sessions: Session[],
  texts: string[],
  explicitWeeks: boolean,
  numberedTopics: boolean,
  yearHint?: number,
  classesPerWeek = 1,
): Placement {
  const { days, yearKnown, yearFromHint } = sessionDays(sessions, texts, yearHint);
  const start = firstTeachingDay(sessions, days);
  const relative = yearlessDays(sessions);
  const relStart =
    writtenWeekStart(sessions, relative) ?? gapWeekStart(sessions, relative) ?? yearlessWeekStart(relative);
  let week = 1;
  // A printed week OCR misread between two weeks two apart (`2, 9, 4`) is the week between (misread-week.ts).
  if (explicitWeeks) repairMisreadWeeks(sessions);
  // Printed week numbers that start at 0 ("Week 0: orientation") count from 1 in Docket, when that
  // week 0 assigns something; an empty week 0 (no classes yet) leaves week 1 as printed.
  const printed = sessions.flatMap((s) => (s.explicitWeek === undefined ? [] : [s.explicitWeek]));
  const weekZeroReads = sessions.some((s) => s.explicitWeek === 0 && s.readings.length);
  const offset = explicitWeeks && printed.length && Math.min(...printed) === 0 && weekZeroReads ? 1 : 0;
  // Numbered sessions with no date anywhere (a "SES # | TOPICS | READINGS" table): one per week.
  const byNumber =
    numberedTopics || (!sessions.some((s) => s.date || s.range) && sessions.some((s) => s.classNo));
  let lastDay: number | undefined;
  // The first dated class under each printed week: a class a week or more after it is in a later week.
  const printedFirst = new Map<number, number>();
  const tail = explicitWeeks ? trailingWeeks(sessions, days) : null;
  const placed: PlacedSession[] = sessions.map((s, i) => {
    let day = days[i];
    if (tail && i > tail.from && day !== undefined)
      week = tail.week + offset + Math.max(0, Math.floor((mondayOf(day) - tail.monday) / 7));
    else if (explicitWeeks && s.explicitWeek !== undefined) {
      const at = yearKnown ? days[i] : relative[i];
      const first = printedFirst.get(s.explicitWeek);
      week = s.explicitWeek + offset + (s.isWeek ? 0 : weeksPastPrinted(first, at, yearKnown));
      if (first === undefined && at !== undefined && !s.isWeek) printedFirst.set(s.explicitWeek, at);
    } else if (explicitWeeks) week = Math.max(week, 1);
    else if (day !== undefined && start !== undefined)
      week = Math.floor((mondayOf(day) - mondayOf(start)) / 7) + 1;
    else if (!yearKnown && relative[i] !== undefined && relStart !== undefined)
      week = Math.floor((relative[i]! - relStart) / 7) + 1;
    // Numbered items inside a dated class ("[#2 – THURSDAY, JANUARY 22]" / "1. Voluntary Acts"):
    // parts of that class, not weeks of their own.
    else if (byNumber && s.classNo !== undefined && lastDay !== undefined && !s.range && !s.isWeek)
      day = lastDay;
    else if (byNumber && s.classNo !== undefined)
      week = numberedClassWeek(s.classNo, numberedTopics, classesPerWeek);
    if (days[i] !== undefined && start !== undefined && days[i]! >= start) lastDay = days[i];
    return { session: s, day, week: Math.max(1, week) };
  });
  // A dateless class row above the first dated row of a full first week: the week before (leading-class.ts).
  const weeks = explicitWeeks || byNumber ? placed : leadingClassWeek(placed, classesPerWeek);
  return { placed: weeks.filter((p) => p.week <= 60), semesterStart: start, yearKnown, yearFromHint };
}

export function weekBounds(placed: PlacedSession[], week: number): { start?: string; end?: string } {
  const ranged = placed.find((p) => p.week === week && p.session.isWeek && p.session.range);
  if (!ranged) return {};
  const days = placed.filter((p) => p.week === week && p.day !== undefined).map((p) => p.day!);
  if (!days.length) return {};
  const monday = mondayOf(Math.min(...days));
  return { start: toIsoDay(monday), end: toIsoDay(monday + 6) };
}
