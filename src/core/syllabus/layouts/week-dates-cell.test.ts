import { describe, expect, it } from 'vitest';
import { read } from './testing';
import { weekDatesCell } from './week-dates-cell';

describe('a date cell naming the week and its class days in parentheses', () => {
  it('reads the week and its listed days', () => {
    expect(weekDatesCell('Week 3 (Feb 2, Feb 5)')).toEqual({
      week: 3,
      first: { month: 2, day: 2 },
      more: [{ month: 2, day: 5 }],
    });
    expect(weekDatesCell('Week 3 (see below)')).toBeNull();
    expect(weekDatesCell('Week 3')).toBeNull();
  });

  it('numbers and dates the rows of a week table by it', () => {
    const r = read([
      'Spring 2027',
      'Date | Topics | Reading',
      'Week 1 (Jan 11, Jan 14) | Openings | Moss, Tides, ch. 1',
      'Week 2 (Jan 18, Jan 21) | Middles | Moss, Tides, ch. 2',
      'Week 3 (Jan 25, Jan 28) | Endings | Moss, Tides, ch. 3',
    ]);
    expect(r.rows.map(([w, , , d]) => [w, d])).toEqual([
      [1, '2027-01-11'],
      [2, '2027-01-18'],
      [3, '2027-01-25'],
    ]);
    expect(r.s.meetingDays).toEqual(['monday', 'thursday']);
  });
});
