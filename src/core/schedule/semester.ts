import { MEETING_DAYS, type MeetingDay } from '../model';

export const SEMESTER_DATES_REQUIRED = 'Please enter both semester start and end dates';
export const MEETING_DAY_REQUIRED = 'Please select at least one meeting day';
export const SEMESTER_END_BEFORE_START = 'Semester end must not be before its start';

export interface SemesterForm {
  semesterStart: string;
  semesterEnd: string;
  meetingDays: readonly MeetingDay[];
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The semester step's alerts, in the spec's order; null when the form may continue. */
export function validateSemester(form: SemesterForm): string | null {
  const start = form.semesterStart.trim();
  const end = form.semesterEnd.trim();
  if (!ISO_DAY.test(start) || !ISO_DAY.test(end)) return SEMESTER_DATES_REQUIRED;
  if (form.meetingDays.length === 0) return MEETING_DAY_REQUIRED;
  if (end < start) return SEMESTER_END_BEFORE_START;
  return null;
}

/** True when a structured result already has both dates and at least one meeting day. */
export function hasSemesterDetails(s: {
  semesterStart?: string | null | undefined;
  semesterEnd?: string | null | undefined;
  meetingDays?: readonly string[] | null | undefined;
}): boolean {
  return Boolean(s.semesterStart) && Boolean(s.semesterEnd) && (s.meetingDays?.length ?? 0) > 0;
}

/** Where a prefilled semester value came from, shown under it on the semester step. */
export const FROM_DATED_ROWS = 'From the dated rows of your syllabus';
export const FROM_SYLLABUS = 'Found in your syllabus';
/** The dates' days from the syllabus, their year only from the uploaded file's name. */
export const FROM_ROWS_AND_FILE_NAME = "From the dated rows of your syllabus, the year from the file's name";
/** The dates' days from the syllabus, their year (named nowhere in it) chosen by their written weekdays. */
export const FROM_ROWS_AND_WEEKDAYS =
  'From the dated rows of your syllabus, the year from their weekdays (please check it)';

export interface SemesterOrigins {
  semesterStart: string | null;
  semesterEnd: string | null;
  meetingDays: string | null;
}

interface DatedWeeks {
  weeks?: readonly { readings: readonly { date?: string | null; scheduledDate?: string | null }[] }[];
}

/** Weekdays (monday..sunday) on which the result's readings are dated. */
function datedWeekdays(s: DatedWeeks): Set<string> {
  const out = new Set<string>();
  for (const w of s.weeks ?? [])
    for (const r of w.readings) {
      const iso = r.scheduledDate ?? r.date;
      const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
      if (!m) continue;
      const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
      out.add(MEETING_DAYS[(day + 6) % 7]!);
    }
  return out;
}

/**
 * The origin of each value the structurer found. The local structurer infers the semester's
 * start and end from the dated rows of the schedule; its meeting days say "from the dated rows"
 * only when the dated readings fall on every one of them (days read from the course header, the
 * weekdays labelling undated classes or a yearless run of dates say "found in your syllabus"). An
 * AI result says only that the value was found in the syllabus.
 */
export function semesterOrigins(
  s: {
    semesterStart?: string | null | undefined;
    semesterEnd?: string | null | undefined;
    meetingDays?: readonly string[] | null | undefined;
    yearSource?: 'fileName' | 'weekdays' | null | undefined;
  } & DatedWeeks,
  source: 'local' | 'ai',
): SemesterOrigins {
  const rows =
    s.yearSource === 'fileName'
      ? FROM_ROWS_AND_FILE_NAME
      : s.yearSource === 'weekdays'
        ? FROM_ROWS_AND_WEEKDAYS
        : FROM_DATED_ROWS;
  const origin = source === 'local' ? rows : FROM_SYLLABUS;
  const onRows = datedWeekdays(s);
  const daysOrigin =
    source === 'local' && s.meetingDays?.every((d) => onRows.has(d)) ? FROM_DATED_ROWS : FROM_SYLLABUS;
  return {
    semesterStart: s.semesterStart ? origin : null,
    semesterEnd: s.semesterEnd ? origin : null,
    meetingDays: s.meetingDays?.length ? daysOrigin : null,
  };
}

/** Toggles a meeting day, keeping Monday..Sunday order. */
export function toggleMeetingDay(days: readonly MeetingDay[], day: MeetingDay): MeetingDay[] {
  const set = new Set(days);
  if (set.has(day)) set.delete(day);
  else set.add(day);
  return MEETING_DAYS.filter((d) => set.has(d));
}

export const DAY_LABELS: Record<MeetingDay, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
