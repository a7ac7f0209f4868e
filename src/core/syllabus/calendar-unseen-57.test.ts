/**
 * Calendar of round 37: an intensive course whose numbered days (`Day 1 – …`) carry no date and whose
 * header states its dates as one range (`March 10-14, 2031`): day N is the range's Nth weekday
 * (short-course-days.ts). Small made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

const course = (range: string) => [
  '                 Harbour Data Methods',
  '              Spring Institute of the Harbour',
  `                 ${range}`,
  '',
  'Schedule',
  'Day 1 – Counting ships',
  'Readings: Marlow, The Harbour Book, chapter 1',
  'Day 2 – Tides and tables',
  'Readings: Marlow, The Harbour Book, chapter 2',
  'Day 3 – Cranes and cargo',
  'Readings: Marlow, The Harbour Book, chapter 3',
];

describe('numbered days of an intensive course under a stated range of dates', () => {
  it('dates day N on the range’s Nth weekday, the term and meeting days following', () => {
    const r = read(course('March 12-14, 2031'));
    expect(r.s.semesterStart).toBe('2031-03-12');
    expect(r.s.semesterEnd).toBe('2031-03-14');
    expect(r.s.meetingDays).toEqual(['wednesday', 'thursday', 'friday']);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2031-03-12'],
      [1, '2031-03-13'],
      [1, '2031-03-14'],
    ]);
  });

  it('dates nothing when the range holds more weekdays than there are days', () => {
    const r = read(course('March 10-14, 2031'));
    expect(r.rows.map((x) => x[3])).toEqual([null, null, null]);
  });
});
