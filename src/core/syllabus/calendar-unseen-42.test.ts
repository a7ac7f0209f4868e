/**
 * Calendar failure class of round 34: a spreadsheet's day-month dates (`25-Aug`, `d-mmm` cells) in a
 * schedule's date column. Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
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
