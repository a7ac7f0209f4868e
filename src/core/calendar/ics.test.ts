import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { Course, Reading, Syllabus } from '../model';
import { calendarFileName, courseCalendar, readingLink } from './ics';

const at = '2026-01-05T09:00:00.000Z';
const course = Course.parse({
  id: 'torts',
  name: 'Torts',
  code: 'LAW 101',
  semester: 'Spring 2026',
  createdAt: at,
  updatedAt: at,
});
const syllabus = Syllabus.parse({ id: 's1', courseId: 'torts', createdAt: at, updatedAt: at });
const reading = (id: string, fields: Partial<Reading>) =>
  Reading.parse({
    id,
    courseId: 'torts',
    syllabusId: 's1',
    title: id,
    weekNumber: 1,
    order: 0,
    createdAt: at,
    updatedAt: at,
    ...fields,
  });
const entities = {
  courses: [course],
  syllabi: [syllabus],
  readings: [
    reading('r2', {
      title: 'Vosburg v. Putney; battery, intent',
      pages: '20-31',
      scheduledDate: '2026-01-15',
      weekNumber: 2,
    }),
    reading('r1', {
      title: 'Palsgraf — causation, “proximate” cause in New York’s Court of Appeals, 1928',
      citation: '248 N.Y. 339',
      pages: '1-12',
      scheduledDate: '2026-01-13',
    }),
    reading('r3', { title: 'Undated reading' }),
    reading('other', { courseId: 'evidence', scheduledDate: '2026-01-13' }),
  ],
};
const options = { appOrigin: 'https://docket.example/', now: Date.parse('2026-01-06T12:00:00Z') };

describe('course calendar (.ics)', () => {
  it('holds one all-day event per dated reading of the course, parseable by a calendar parser', () => {
    const text = courseCalendar(entities, 'torts', options)!;
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getFirstPropertyValue('prodid')).toBe('-//Docket//Course readings//EN');
    const events = cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual(['r1@docket', 'r2@docket']);
    const [first, second] = events;
    expect(first!.summary).toBe(
      'LAW 101: Palsgraf — causation, “proximate” cause in New York’s Court of Appeals, 1928',
    );
    expect(first!.startDate.toString()).toBe('2026-01-13');
    expect(first!.startDate.isDate).toBe(true);
    expect(first!.endDate.toString()).toBe('2026-01-14');
    expect(first!.description).toContain('Pages: 1-12');
    expect(first!.description).toContain('248 N.Y. 339');
    expect(first!.component.getFirstPropertyValue('url')).toBe('https://docket.example/syllabus/reading/r1');
    expect(second!.summary).toBe('LAW 101: Vosburg v. Putney; battery, intent');
  });

  it('folds long lines at 75 octets and ends lines with CRLF (RFC 5545)', () => {
    const text = courseCalendar(entities, 'torts', options)!;
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).toContain('\r\n');
  });

  it('has no calendar for an unknown course, and names the file after the course code', () => {
    expect(courseCalendar(entities, 'nope', options)).toBeUndefined();
    expect(calendarFileName(course)).toBe('LAW-101-readings.ics');
    expect(readingLink('http://x', 'a b')).toBe('http://x/syllabus/reading/a%20b');
  });
});
