/**
 * Normalising a structured syllabus against the semester:
 * - weeks are Monday-based calendar weeks, week 1 containing the semester start, unless
 *   the syllabus gave a week its own dates;
 * - each reading gets a scheduledDate: its own date when the syllabus gives one; otherwise
 *   the first meeting day of its week on or after the semester start (the week's first
 *   class is when its reading is due); with no meeting days known, the week's first day;
 * - readings are ordered by scheduled date, keeping the syllabus order among equals;
 * - explicit semester fields passed in override the parsed ones.
 */
import type { MeetingDay, StructuredReading, StructuredSyllabus, StructuredWeek } from '../model';
import { MEETING_DAYS } from '../model';
import { mondayOf, parseIsoDay, toIsoDay, weekdayOf } from './calendar';

export interface SemesterOverride {
  semesterStart?: string | null;
  semesterEnd?: string | null;
  meetingDays?: MeetingDay[];
}

function pick<T>(override: T | undefined, parsed: T): T {
  return override === undefined ? parsed : override;
}

function weekRange(week: StructuredWeek, semesterStart: number | null): { start?: number; end?: number } {
  const ownStart = week.startDate ? parseIsoDay(week.startDate) : null;
  const ownEnd = week.endDate ? parseIsoDay(week.endDate) : null;
  if (ownStart !== null) return { start: ownStart, end: ownEnd ?? ownStart + 6 };
  if (semesterStart === null) return {};
  const start = mondayOf(semesterStart) + 7 * (week.weekNumber - 1);
  return { start, end: start + 6 };
}

function firstMeeting(start: number, end: number, semesterStart: number | null, days: MeetingDay[]): number {
  const from =
    semesterStart !== null && semesterStart > start && semesterStart <= end ? semesterStart : start;
  const wanted = new Set(days.map((d) => MEETING_DAYS.indexOf(d)));
  for (let d = from; d <= end; d++) if (wanted.has(weekdayOf(d))) return d;
  return from;
}

function scheduleReadings(
  readings: StructuredReading[],
  range: { start?: number; end?: number },
  semesterStart: number | null,
  days: MeetingDay[],
): StructuredReading[] {
  const fallback =
    range.start !== undefined && range.end !== undefined
      ? toIsoDay(firstMeeting(range.start, range.end, semesterStart, days))
      : null;
  const scheduled = readings.map((r, i) => ({ r: { ...r, scheduledDate: r.date ?? fallback }, i }));
  scheduled.sort((a, b) => {
    const da = a.r.scheduledDate ?? '';
    const db = b.r.scheduledDate ?? '';
    return da < db ? -1 : da > db ? 1 : a.i - b.i;
  });
  return scheduled.map((x) => x.r);
}

export function normalizeSyllabus(
  s: StructuredSyllabus,
  semester: SemesterOverride = {},
): StructuredSyllabus {
  const semesterStart = pick(semester.semesterStart, s.semesterStart ?? null);
  const semesterEnd = pick(semester.semesterEnd, s.semesterEnd ?? null);
  const meetingDays = pick(semester.meetingDays, s.meetingDays ?? []);
  const startDay = semesterStart ? parseIsoDay(semesterStart) : null;
  const weeks = [...s.weeks]
    .sort((a, b) => a.weekNumber - b.weekNumber)
    .map((w) => {
      const range = weekRange(w, startDay);
      return {
        ...w,
        startDate: range.start !== undefined ? toIsoDay(range.start) : (w.startDate ?? null),
        endDate: range.end !== undefined ? toIsoDay(range.end) : (w.endDate ?? null),
        readings: scheduleReadings(w.readings ?? [], range, startDay, meetingDays),
      };
    });
  return { ...s, weeks, semesterStart, semesterEnd, meetingDays: [...meetingDays] };
}
