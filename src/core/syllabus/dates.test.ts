import { describe, expect, it } from 'vitest';
import { toEpochDay, toIsoDay, weekdayOf } from './calendar';
import { dateRange } from './date-range';
import { leadingDate } from './dates';
import { baseYear, termYear } from './years';

describe('dates', () => {
  it('reads dates that open a line in the usual forms', () => {
    expect(leadingDate('Aug 23, 2022')?.date).toEqual({ month: 8, day: 23, year: 2022 });
    expect(leadingDate('Oct. 4, 2022')?.date).toEqual({ month: 10, day: 4, year: 2022 });
    expect(leadingDate('Feb. 10: cb 432-40, Right to Exclude')?.rest).toBe('cb 432-40, Right to Exclude');
    expect(leadingDate('2018-01-16    Intro')?.date).toEqual({ year: 2018, month: 1, day: 16 });
    expect(leadingDate('28 Aug')?.date).toMatchObject({ month: 8, day: 28 });
    expect(leadingDate('Tuesday, August 19, 2025')).toMatchObject({ weekday: 1, date: { year: 2025 } });
    expect(leadingDate('1/20 Offer and acceptance')?.date).toMatchObject({ month: 1, day: 20 });
    expect(leadingDate('Office hours: Tuesday')).toBeNull();
  });

  it('keeps the further days of a multi-date session', () => {
    const d = leadingDate('October 5, 7, & 9');
    expect(d?.date).toMatchObject({ month: 10, day: 5 });
    expect(d?.more.map((m) => m.day)).toEqual([7, 9]);
    expect(leadingDate('September 3 & 6')?.more.map((m) => m.day)).toEqual([6]);
  });

  it('reads week ranges', () => {
    expect(dateRange('Week 8, February 28 - March 3')).toMatchObject({
      start: { month: 2, day: 28 },
      end: { month: 3, day: 3 },
    });
  });

  it('does calendar arithmetic without the Date object', () => {
    const d = toEpochDay(2000, 2, 29);
    expect(toIsoDay(d)).toBe('2000-02-29');
    expect(toIsoDay(d + 1)).toBe('2000-03-01');
    expect(weekdayOf(toEpochDay(2026, 1, 19))).toBe(0);
  });

  it('infers the year from the term or from weekday labels', () => {
    expect(termYear(['Spring 1999-2000'])).toBe(2000);
    expect(termYear(['Fall Semester, 1990'])).toBe(1990);
    const items = [
      { date: { month: 8, day: 28 }, weekday: 0 },
      { date: { month: 8, day: 30 }, weekday: 2 },
      { date: { month: 9, day: 1 }, weekday: 4 },
    ];
    expect(baseYear(items, ['Copyright 1997', 'generated 6/21/2001', 'Macworld, Jan. 2000'])).toBe(2000);
  });
});
