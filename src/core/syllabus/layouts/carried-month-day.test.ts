import { describe, expect, it } from 'vitest';
import { carriedMonthDay, isTopicAfterDay } from './carried-month-day';

describe('carried month day', () => {
  it('keeps the month for a later day and takes the next month for a smaller one', () => {
    expect(carriedMonthDay(28, { month: 8, day: 23 })).toEqual({ month: 8, day: 28 });
    expect(carriedMonthDay(4, { month: 8, day: 30 })).toEqual({ month: 9, day: 4 });
    expect(carriedMonthDay(2, { month: 12, day: 28, year: 2019 })).toEqual({ month: 1, day: 2, year: 2020 });
  });

  it('refuses a day more than two weeks on, the same day, or a day the month lacks', () => {
    expect(carriedMonthDay(30, { month: 9, day: 3 })).toBeUndefined();
    expect(carriedMonthDay(3, { month: 9, day: 3 })).toBeUndefined();
    expect(carriedMonthDay(31, { month: 9, day: 25 })).toBeUndefined();
  });

  it('takes a word after the colon, not minutes', () => {
    expect(isTopicAfterDay('.The Concept of Culture')).toBe(true);
    expect(isTopicAfterDay('30 lab')).toBe(false);
  });
});
