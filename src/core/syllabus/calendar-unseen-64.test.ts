/**
 * Calendar of round 40: a dated row that lists several class days of one week before its topic
 * (`Sep 19, 21 Memory and disks`): each listed day is a meeting, so both weekdays are meeting days and
 * the last listed day ends the term (heading-day-list.ts). Small made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { leadingDate } from './dates';
import { headingDayList } from './heading-day-list';
import { read } from './layouts/testing';

describe('a dated row listing the class days of its week', () => {
  it('keeps the days after the first when they rise within a week', () => {
    expect(headingDayList(leadingDate('Mar 3, 5 Tides and currents')!)).toEqual([{ month: 3, day: 5 }]);
    expect(headingDayList(leadingDate('Oct. 3 & 5: Chapter 2')!)).toEqual([{ month: 10, day: 5 }]);
    expect(headingDayList(leadingDate('Mar 3 Tides')!)).toEqual([]);
    expect(headingDayList(leadingDate('Mar 3, 25 Tides')!)).toEqual([]);
  });

  it('gives every listed weekday as a meeting day and ends the term on the last one', () => {
    const r = read([
      'Oceanography 101, Spring 2031',
      '',
      'Mar 4, 6 Tides and currents',
      'Read chapter 1.',
      'Mar 11, 13 Waves',
      'Read chapter 2.',
      'Mar 18, 20 Coasts',
      'Read chapter 3.',
      'Mar 25, 27 Reefs',
      'Read chapter 4.',
    ]);
    expect(r.s.semesterStart).toBe('2031-03-04');
    expect(r.s.semesterEnd).toBe('2031-03-27');
    expect([...r.s.meetingDays].sort()).toEqual(['thursday', 'tuesday']);
  });
});
