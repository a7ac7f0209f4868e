/**
 * Calendar failure class of round 34: a spreadsheet's day-month dates (`25-Aug`, `d-mmm` cells) in a
 * schedule's date column; a seminar meeting once a week (`Alternate Wednesdays` beside its hours). Small
 * made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { dayNamesAtClock } from './clock-day-names';
import { findDates, leadingDate } from './dates';
import { read } from './layouts/testing';

describe('a day-month date joined by a hyphen (`25-Aug`)', () => {
  it('is a date, with a year when the cell has one (`3-Dec-31`)', () => {
    expect(leadingDate('14-Sep')?.date).toEqual({ month: 9, day: 14, year: undefined });
    expect(leadingDate('Th 2-Oct Tides')?.date).toMatchObject({ month: 10, day: 2 });
    expect(leadingDate('Th 2-Oct Tides')?.weekday).toBe(3);
    expect(leadingDate('3-Dec-31')?.date).toEqual({ month: 12, day: 3, year: 2031 });
  });

  it('is no date inside a longer hyphened run or a range of numbers', () => {
    expect(findDates('code 12-3-May')).toEqual([]);
    expect(findDates('pp 1-22')).toEqual([]);
  });

  it('leaves a class number joined to a month-day date alone (`#1-Jan. 12`)', () => {
    expect(leadingDate('#1-Jan. 12 Intro')).toBeNull();
    expect(findDates('#1-Jan. 12 Intro').map((d) => d.date)).toEqual([
      { month: 1, day: 12, year: undefined },
    ]);
    expect(findDates('2-Feb 3: Torts').map((d) => d.date)).toEqual([{ month: 2, day: 3, year: undefined }]);
  });

  it('dates the rows of a table whose date column is written so', () => {
    const r = read([
      'Fall 2031, MWF',
      '',
      '| Class | Date | Topic | Reading |',
      '|---|---|---|---|',
      '| 1 | M 8-Sep | Tides | pp 1-10 |',
      '| 2 | W 10-Sep | Harbours | pp 11-20 |',
      '| 3 | M 15-Sep | Estuaries | pp 21-30 |',
    ]);
    expect(r.rows.map((row) => [row[0], row[2], row[3]])).toEqual([
      [1, '1-10', '2031-09-08'],
      [1, '11-20', '2031-09-10'],
      [2, '21-30', '2031-09-15'],
    ]);
  });
});

describe('one weekday in the plural beside the class time', () => {
  const CLOCK = /\d:\d\d/;

  it('is the day of a class meeting once a week', () => {
    expect(dayNamesAtClock('Meets: 17:00-19:00 Alternate Thursdays, Room 4', CLOCK)).toEqual(['thursday']);
    expect(dayNamesAtClock('Seminar Tuesdays 2:00-4:50', CLOCK)).toEqual(['tuesday']);
  });

  it('is not read from a singular day, a line of several days or office hours', () => {
    expect(dayNamesAtClock('Due Tuesday 5:00', CLOCK)).toEqual([]);
    expect(dayNamesAtClock('Lecture Tuesdays 2:00, lab on Friday', CLOCK)).toEqual([]);
    expect(dayNamesAtClock('Office hours: Tuesdays 2:00-3:00', CLOCK)).toEqual([]);
  });

  it('gives the meeting day, and no year its dates deny', () => {
    const r = read([
      'Meets: 17:00-19:00 Alternate Thursdays',
      '',
      '1. Sep 18 - Ports (see Reading list 1944-1950)',
      '2. Oct 2 - Tides',
      'Week 1 Ports',
      'Okafor, Harbours, pp. 1-20',
      'Week 2 Tides',
      'Mensah, Estuaries, pp. 21-40',
    ]);
    expect(r.s.meetingDays).toEqual(['thursday']);
  });
});
