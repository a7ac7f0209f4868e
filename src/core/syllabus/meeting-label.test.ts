/** Meeting days in a labelled field of the course header (meeting-label.ts). Small made-up examples. */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { labelledMeetingDays } from './meeting-label';

describe('a labelled meetings field', () => {
  it('reads weekday names joined by &, commas or `and`', () => {
    expect(labelledMeetingDays(['CLASS MEETINGS: Tuesday & Friday'])).toEqual(['tuesday', 'friday']);
    expect(labelledMeetingDays(['Meets: Mondays, Wednesdays, and Thursdays in Hall 2'])).toEqual([
      'monday',
      'wednesday',
      'thursday',
    ]);
  });

  it('reads compact codes in any case in a flattened header row', () => {
    expect(labelledMeetingDays(['| Course Meetings | Mw 9-11AM Room 12 |'])).toEqual(['monday', 'wednesday']);
  });

  it('reads nothing from office hours, one code letter or a field past the header', () => {
    expect(labelledMeetingDays(['Office hours: Tuesday & Thursday'])).toEqual([]);
    expect(labelledMeetingDays(['Meetings: T 9-11AM'])).toEqual([]);
    expect(labelledMeetingDays([...new Array(60).fill('Harbour law'), 'Class meetings: Monday'])).toEqual([]);
  });

  it('gives the meeting days of a schedule with no dated row', () => {
    const r = read([
      'Harbour Law',
      'CLASS MEETINGS: Tuesday & Friday',
      'OFFICE HOURS: Monday & Wednesday',
      '',
      'Class 1. Tides. Read Marlow, The Harbour Book, pages 1-20.',
      'Class 2. Quays. Read Marlow, The Harbour Book, pages 21-40.',
    ]);
    expect(r.s.meetingDays).toEqual(['tuesday', 'friday']);
  });
});
