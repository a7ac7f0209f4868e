/**
 * Calendar of round 39: a numbered session of a term names the year (`Summer 1, 2031`, `Summer Session II
 * 2031`: years.ts `TERM`, term-season.ts `TERM_SEASON`), so rows that write no weekday and no year are dated.
 * Small made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { termYear } from './years';

describe('a numbered session of a term', () => {
  it('names the year before a four-digit year only', () => {
    expect(termYear(['Course schedule - GEO 20 - Summer 1, 2031'])).toBe(2031);
    expect(termYear(['Summer Session II 2031'])).toBe(2031);
    expect(termYear(['Spring 31'])).toBe(2031);
    expect(termYear(['Fall 3'])).toBeUndefined();
  });

  it('dates yearless rows without weekdays', () => {
    const r = read([
      'Tentative schedule - GEO 20 - Summer 1, 2031',
      '',
      'Date Details',
      '6/2 Lecture 1: Maps and scale (ch. 1)',
      '6/3 Lecture 2: Plates (ch. 2)',
      '6/4 Lecture 3: Rocks (ch. 3)',
      '6/5 Lecture 4: Rivers (ch. 4)',
      '6/9 Lecture 5: Coasts (ch. 5)',
      '6/10 Lecture 6: Climate (ch. 6)',
    ]);
    expect(r.s.semesterStart).toBe('2031-06-02');
  });
});
