/**
 * Calendar of round 37: the year of a yearless schedule from the complete dates written beside it when
 * one of those dates heads a note of its own and so is read as a dated row (complete-date-year.ts).
 * Small made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a yearless schedule beside a note that opens with a complete date', () => {
  const lines = (note: string) => [
    'Harbour Statistics',
    '',
    'Grades for the midterm are posted on March 11, 2031, after the window closes.',
    '',
    '| Week | Dates | Topic | Readings |',
    '| --- | --- | --- | --- |',
    '| 1 | Jan 14, 16 | Onboarding | Marlow, Ch 1 |',
    '| 2 | Jan 21, 23 | Counting | Marlow, Ch 2 |',
    '| 3 | Jan 28, 30 | Tables | Marlow, Ch 3 |',
    '',
    note,
  ];

  it('takes the year of the complete dates, the dated note being one of them', () => {
    const r = read(lines('April 24, 2031. Late work is not accepted after this day.'));
    expect(r.s.semesterStart).toBe('2031-01-14');
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2031-01-14'],
      [2, '2031-01-21'],
      [3, '2031-01-28'],
    ]);
  });

  it('still dates nothing when the complete dates lie years apart', () => {
    const r = read(lines('April 24, 2036. Late work is not accepted after this day.'));
    expect(r.rows.map((x) => x[3])).toEqual([null, null, null]);
  });
});
