/**
 * term-range-line.ts: a bare date range running over months under a printed week heading gives the term's
 * dates, not a class. Small made-up examples (no corpus text).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { isTermRangeLine } from './term-range-line';

const outline = [
  'Harbour Studies outline',
  '',
  'WEEK 1: Beginnings',
  '',
  'Jan 13-May 6.',
  'Mid-term break March 14-19.',
  '',
  'Wed Aug 26: Read Harbour Lights, pp. 1-20',
  'Fri Aug 28: Read Harbour Lights, pp. 21-40',
  '',
  'WEEK 2: Tides',
  '',
  'Wed Sept 2: Read Tide Tables, pp. 5-30',
];

describe('a bare range of a term under a printed week', () => {
  it('is no class: the week counts its classes from the class lines', () => {
    const weeks = read(outline).rows.map((r) => r[0]);
    expect(weeks).toEqual([1, 1, 2]);
  });

  it('is a range of more than eight weeks with nothing after it', () => {
    expect(isTermRangeLine('Jan 13-May 6.')).toBe(true);
    expect(isTermRangeLine('Sept 3 – Dec 12')).toBe(true);
    expect(isTermRangeLine('Jan 13-17')).toBe(false);
    expect(isTermRangeLine('Jan 13 - Feb 20')).toBe(false);
    expect(isTermRangeLine('Sept 3 - Dec 12: Unit 1')).toBe(false);
  });
});
