import { describe, expect, it } from 'vitest';
import { isValidDay } from './calendar';

/** The Date object's answer: does (year, month, day) name a day of the proleptic Gregorian calendar? */
function dateSays(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(2000, month - 1, day));
  d.setUTCFullYear(year, month - 1, day);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

describe('isValidDay (month lengths, leap years)', () => {
  it('agrees with the Date object on every day of every month, leap centuries included', () => {
    for (const year of [1899, 1900, 1996, 2000, 2023, 2024, 2025, 2100, 2400])
      for (let month = 1; month <= 12; month++)
        for (let day = 1; day <= 31; day++)
          expect(isValidDay(year, month, day)).toBe(dateSays(year, month, day));
  });

  it('knows February 29 only in leap years', () => {
    expect([2024, 2000, 1900, 2100, 2023].map((y) => isValidDay(y, 2, 29))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('refuses months and days out of range', () => {
    expect(isValidDay(2025, 0, 1) || isValidDay(2025, 13, 1) || isValidDay(2025, 4, 31)).toBe(false);
    expect(isValidDay(2025, 1, 0) || isValidDay(2025, 1, 32) || isValidDay(2025, Number.NaN, 1)).toBe(false);
  });
});
