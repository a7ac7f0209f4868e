import { describe, expect, it } from 'vitest';
import { weekdayOnlyWeeks } from './weekday-only-weeks';

describe('weekday-only weeks', () => {
  const page = [
    'Monday: A',
    'Wednesday: B',
    'Friday: C',
    'Monday: D',
    'Friday: E',
    'Tuesday: F',
    'Thursday: G',
  ];

  it('opens a week where the weekday does not come after the one before', () => {
    expect([...weekdayOnlyWeeks(page).entries()]).toEqual([
      [0, 1],
      [3, 2],
      [5, 3],
    ]);
  });

  it('reads nothing in a document with a dated line or a week line', () => {
    expect(weekdayOnlyWeeks([...page, 'Sept 3: Review']).size).toBe(0);
    expect(weekdayOnlyWeeks(['Week 1', ...page]).size).toBe(0);
  });

  it('reads nothing when each weekday line would be a week of its own', () => {
    expect(
      weekdayOnlyWeeks(['Friday: A', 'Monday: B', 'Monday: C', 'Monday: D', 'Monday: E', 'Monday: F']).size,
    ).toBe(0);
  });
});
