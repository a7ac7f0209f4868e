import ICAL from 'ical.js';
import type { Course, Reading, Syllabus } from '../model';
import { currentSyllabus } from '../plan';

/** What a course's calendar is made of (the synced document's courses, syllabi and readings). */
export interface CalendarEntities {
  courses: readonly Course[];
  syllabi: readonly Syllabus[];
  readings: readonly Reading[];
}

/**
 * A course's readings as an iCalendar (RFC 5545) file, written with ical.js: one all-day event per reading
 * that has a class date (its scheduled date), titled with the reading, its pages and citation in the
 * description, and a link back to the reading in Docket. The same function serves the .ics download and the
 * relay's subscription address, so both answer the same events.
 */
export const PRODID = '-//Docket//Course readings//EN';

export interface CalendarOptions {
  /** The Docket address the links open (e.g. https://docket.example.com). */
  appOrigin: string;
  /** The stamp of the events (ms). */
  now: number;
}

/** The reading's page in Docket. */
export const readingLink = (appOrigin: string, readingId: string) =>
  `${appOrigin.replace(/\/+$/, '')}/syllabus/reading/${encodeURIComponent(readingId)}`;

/** 'LAW 101: Palsgraf v. Long Island R.R.' */
export const eventTitle = (course: Pick<Course, 'code'>, reading: Pick<Reading, 'title'>) =>
  `${course.code}: ${reading.title || 'Reading'}`;

function description(reading: Reading, link: string): string {
  const lines = [`Week ${reading.weekNumber}`];
  if (reading.pages) lines.push(`Pages: ${reading.pages}`);
  if (reading.citation) lines.push(reading.citation);
  lines.push(`Open in Docket: ${link}`);
  return lines.join('\n');
}

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** The readings a course's calendar holds: dated ones, by date then order. */
export function calendarReadings(entities: CalendarEntities, courseId: string): Reading[] {
  // The course's readings as every screen counts them: those of its current syllabus (and loose ones).
  const syllabus = currentSyllabus(entities.syllabi, courseId);
  return entities.readings
    .filter((r) => r.courseId === courseId && (!syllabus || !r.syllabusId || r.syllabusId === syllabus.id))
    .filter((r) => r.scheduledDate)
    .sort(
      (a, b) =>
        (a.scheduledDate ?? '').localeCompare(b.scheduledDate ?? '') ||
        a.weekNumber - b.weekNumber ||
        a.order - b.order,
    );
}

/** The .ics text of a course's readings (undefined when the course is not there). */
export function courseCalendar(
  entities: CalendarEntities,
  courseId: string,
  options: CalendarOptions,
): string | undefined {
  const course = entities.courses.find((c) => c.id === courseId);
  if (!course) return undefined;
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', PRODID);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', `${course.name} (${course.code}) readings`);
  const stamp = ICAL.Time.fromJSDate(new Date(options.now), true);
  for (const reading of calendarReadings(entities, courseId)) {
    const day = reading.scheduledDate as string;
    const link = readingLink(options.appOrigin, reading.id);
    const vevent = new ICAL.Component('vevent');
    const event = new ICAL.Event(vevent);
    event.uid = `${reading.id}@docket`;
    event.summary = eventTitle(course, reading);
    event.description = description(reading, link);
    event.startDate = ICAL.Time.fromDateString(day);
    event.endDate = ICAL.Time.fromDateString(nextDay(day));
    vevent.updatePropertyWithValue('dtstamp', stamp);
    vevent.updatePropertyWithValue('url', link);
    vevent.updatePropertyWithValue('transp', 'TRANSPARENT');
    calendar.addSubcomponent(vevent);
  }
  return calendar.toString();
}

/** A file name for a course's calendar: 'LAW-101-readings.ics'. */
export function calendarFileName(course: Pick<Course, 'code'>): string {
  const base = course.code.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'course';
  return `${base}-readings.ics`;
}
