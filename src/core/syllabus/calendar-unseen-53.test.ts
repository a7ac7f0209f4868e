/**
 * Calendar of round 36: numeric dates written with hyphens and a two- or four-digit year (`8-24-05`),
 * as older law-school pages print their week headings (dashed-dates.ts); a bracketed date after `Revised`
 * ending a line is the document's, no class's (layouts/class-marker.ts). Small made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { findDate } from './dates';
import { read } from './layouts/testing';

describe('a month-day-year date with hyphens', () => {
  it('is a date with its year, and a second one after `and` is a further day of it', () => {
    const m = findDate('Week 3, 9-14-07 and 9-15-07');
    expect(m?.date).toEqual({ month: 9, day: 14, year: 2007 });
    expect(m?.more).toEqual([{ month: 9, day: 15, year: 2007 }]);
    expect(findDate('Class of 10-02-2031')?.date).toEqual({ month: 10, day: 2, year: 2031 });
  });

  it('is no date without its year, inside a longer run, as a code section, or out of range', () => {
    expect(findDate('Read pages 8-24 of the harbour rules')).toBeNull();
    expect(findDate('Exercises 1-2-3-4')).toBeNull();
    expect(findDate('Ga. Code § 9-11-12 (service)')).toBeNull();
    expect(findDate('See Code 9-11-12 on service')).toBeNull();
    expect(findDate('Sections 14-33-12')).toBeNull();
  });

  it('dates week headings, so the term starts on the first of them', () => {
    const r = read([
      'Harbour Law, Fall',
      'Week 1, 9-12-07 and 9-13-07',
      'Reading: Marlow, The Harbour Book, pp. 1-20',
      '',
      'Week 2, 9-19-07 and 9-20-07',
      'Reading: Marlow, The Harbour Book, pp. 21-40',
    ]);
    expect(r.s.semesterStart).toBe('2007-09-12');
    expect(r.rows.map((x) => [x[0], x[2], x[3]])).toEqual([
      [1, '1-20', '2007-09-12'],
      [2, '21-40', '2007-09-19'],
    ]);
  });
});

describe('a bracketed date the line calls a revision', () => {
  it('dates no class: the pre-course readings above the first class get no date of it', () => {
    const r = read([
      'Harbour Law',
      '',
      'Summer 2031 *Revised SCHEDULE OF ASSIGNMENTS [6-25-31]',
      '',
      'Pre-course assignment [Get text in advance]:',
      '',
      'Reading:',
      '',
      '-"Guide to Harbour Cases" [see Textbook]',
      '',
      '-Chapter 1 [all];',
      '',
      'Session 1 (Monday, June 2, 6-10 PM)',
      '',
      'Reading: -Chapter 2 [all]',
      '',
      'Session 2 (Wednesday, June 4, 6-10 PM)',
      '',
      'Reading: -Chapter 3 [all]',
    ]);
    expect(r.rows.some((x) => x[3] === '2031-06-25')).toBe(false);
    expect(r.rows.map((x) => x[3])).toContain('2031-06-02');
  });
});
