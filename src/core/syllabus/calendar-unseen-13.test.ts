/**
 * Calendar failure classes of the fresh14 round, each on a small made-up example (no text of a corpus
 * document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('numbered classes with weekday dates after a single printed week', () => {
  const syllabus = [
    'Zoning Law, summer 2031',
    '',
    'Week 1 (June 3, 5): Introduction',
    'The zoning problem, 1-20.',
    '',
    '3) Tuesday, June 10:',
    'Chapter 2: Euclid and After',
    'Euclid 40-52',
    'Nectow 53-60',
    '',
    '4) Thursday, June 12:',
    'Berman 61-75',
    '',
    '5) Tuesday, June 17',
    'Penn Central 76-98',
    '',
    '6) Tuesday, June 24',
    'Lucas 99-120',
  ];

  it('dates each numbered class by its own weekday date, its heading line a topic', () => {
    const r = read(syllabus);
    expect(r.rows.map((x) => [x[2], x[3]])).toEqual([
      ['1-20', '2031-06-03'],
      ['40-52', '2031-06-10'],
      ['53-60', '2031-06-10'],
      ['61-75', '2031-06-12'],
      ['76-98', '2031-06-17'],
      ['99-120', '2031-06-24'],
    ]);
    expect(r.titles).not.toContain('Chapter 2: Euclid and After');
  });

  it('counts the classes after the last printed week on in calendar weeks', () => {
    const r = read(syllabus);
    expect(r.rows.map((x) => x[0])).toEqual([1, 2, 2, 2, 3, 4]);
  });

  it('keeps a printed week whose classes fill only one or two calendar weeks', () => {
    const r = read([
      'Spring 2031',
      'Week 1: Jan 15-20',
      'Wednesday, January 15: Beginnings 1-10',
      'Friday, January 17: Middles 11-20',
      'Monday, January 20: Ends 21-30',
    ]);
    expect(r.rows.map((x) => x[0])).toEqual([1, 1, 1]);
  });
});
