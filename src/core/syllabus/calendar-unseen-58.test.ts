/**
 * Calendar of round 38: meeting days stated by the syllabus and missed or overruled — a `Class Time:`
 * field (meeting-label.ts), the same field run into a long header line, a single weekday opening the
 * line of the class's hours (clock-day-names.ts), class hours stated far below a long header
 * (class-time-lines.ts), and dated rows that fall on none of the stated days (stated-days-over-rows.ts).
 * Small made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { labelledMeetingDays } from './meeting-label';
import { statedDaysDisjoint } from './stated-days-over-rows';

/** Dated deadline rows on Thursdays and Fridays of 2031 under a header stating the class's days. */
const dueRows = (header: string[]) => [
  'Harbour Studies 210',
  ...header,
  '',
  'Schedule',
  'Thursday, January 16, 2031: Marlow, The Harbour Book, pages 1-20',
  'Friday, January 24, 2031: Marlow, The Harbour Book, pages 21-40',
  'Thursday, January 30, 2031: Marlow, The Harbour Book, pages 41-60',
  'Friday, February 7, 2031: Marlow, The Harbour Book, pages 61-80',
];

describe('dated rows on none of the stated meeting days', () => {
  it('keeps the stated days when they are at least as many as the rows show', () => {
    const r = read(
      dueRows(['Regular course hours and location: Monday and Wednesday, 11:00 - 12:20, Hall 4.']),
    );
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday']);
  });

  it('keeps the rows when one stated day stands against rows on more days', () => {
    expect(statedDaysDisjoint(['thursday'], ['monday', 'wednesday', 'friday'])).toBe(false);
    expect(statedDaysDisjoint(['monday', 'wednesday'], ['thursday', 'friday'])).toBe(true);
    expect(statedDaysDisjoint(['monday', 'wednesday'], ['monday', 'friday'])).toBe(false);
    expect(statedDaysDisjoint(['monday'], [])).toBe(false);
  });
});

describe('a `Class Time:` field', () => {
  it('is a labelled meeting field, a cell bar after its colon', () => {
    expect(labelledMeetingDays(['Class Time: | Friday, Room 12'])).toEqual(['friday']);
    expect(labelledMeetingDays(['Meeting Times: Tuesdays and Thursdays'])).toEqual(['tuesday', 'thursday']);
  });

  it('is read inside a long header line run together from a page', () => {
    const filler =
      'Instructor: Professor Marlow, Email: marlow@example.edu, Phone: 555-0100, Office: Hall 4. '.repeat(3);
    const line = `${filler}Class Times: Tuesdays and Thursdays 11:00am – 12:15 p.m. Purpose: the course reads harbour law.`;
    expect(labelledMeetingDays([line])).toEqual(['tuesday', 'thursday']);
  });
});

describe('one weekday opening the line of the class hours', () => {
  it('is the day of a once-a-week class', () => {
    const r = read([
      'Harbour Writing Seminar',
      'Thursday, 6:20-7:20pm, Hall 207',
      '',
      'Schedule',
      'January 22, 2031: Marlow, The Harbour Book, pages 1-20',
      'January 29, 2031: Marlow, The Harbour Book, pages 21-40',
      'February 2, 2031: Marlow, The Harbour Book, pages 41-60',
      'February 10, 2031: Marlow, The Harbour Book, pages 61-80',
    ]);
    expect(r.s.meetingDays).toEqual(['thursday']);
  });

  it('is not a name beside office hours', () => {
    const r = read([
      'Harbour Systems',
      'Ann Marlow Tuesday 11:00am - 12 noon',
      '',
      'Schedule',
      'Monday, January 13, 2031: Marlow, The Harbour Book, pages 1-20',
      'Wednesday, January 15, 2031: Marlow, The Harbour Book, pages 21-40',
      'Friday, January 17, 2031: Marlow, The Harbour Book, pages 41-60',
      'Monday, January 20, 2031: Marlow, The Harbour Book, pages 61-80',
    ]);
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday', 'friday']);
  });
});

describe('class hours stated far below a long header', () => {
  const page = (times: string) => [
    ...Array.from({ length: 70 }, (_, i) => `#set option-${i}: value`),
    'Harbour Economics',
    '= Class Times',
    times,
    '',
    'Fridays, 10:10am - 11am, Hall 215',
    '',
    '= Schedule',
    'Week 1: Marlow, The Harbour Book, pages 1-20',
    'Week 2: Marlow, The Harbour Book, pages 21-40',
  ];

  it('give the meeting days when nothing else does (the first such line, the lectures)', () => {
    expect(read(page('Mondays and Wednesdays, 9:45am - 11am, Hall 240')).s.meetingDays).toEqual([
      'monday',
      'wednesday',
    ]);
  });
});
