/**
 * Failure classes of the `fresh18` folder (stored public pages), each on a small made-up example (no
 * text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('lab exercise lines whose parenthesised pages are the reading', () => {
  it('takes a titled exercise with pages, not a bare exercise set or a lab exam', () => {
    const r = read([
      'Lab outline (readings from Basic Botany):',
      'Sep. 3        Exercise 1—Seeds and Seedlings (pp. 10-14).',
      'Sep. 10       Exercises 2 & 3: Roots and Stems (pp 20-31 & 40).',
      'Sep. 17       LAB EXAM 1',
      'Sep. 24       Exercises 4, 5 (p. 45)',
    ]);
    expect(r.titles).toEqual(['Exercise 1—Seeds and Seedlings', 'Exercises 2 & 3: Roots and Stems']);
  });
});

describe('numbered reading items under a dated class line', () => {
  it('keeps them in the class above, not in the next class or a unit', () => {
    const r = read([
      'Spring 2019',
      'January 14 Introduction',
      '1.  Ames, On Briefs',
      '2.  Text, pp. 1-20',
      'January 21 Originality',
      '1.  Baker v. Selden, 101 U.S. 99 (1879)',
      '2.  Text, pp. 21-40',
    ]);
    expect(r.rows.map((x) => [x[1], x[3]])).toEqual([
      ['Ames, On Briefs', '2019-01-14'],
      ['Text', '2019-01-14'],
      ['Baker v. Selden, 101 U.S. 99 (1879)', '2019-01-21'],
      ['Text', '2019-01-21'],
    ]);
  });
});

describe('passages cited by marginal numbers, the date glued to them', () => {
  it('reads each dated passage as the class reading and splits the glued day from the passage', () => {
    const r = read([
      'Schedule of Assignments',
      'Sept. 6Rep. 328d7-331d9 [4.5]Cephalus',
      'Sept. 8Rep. 331e1-336a10 [8]',
      'Sept. 13336b1-339a4 [4]Thrasymachus',
      'Oct. 1602c-605b [5]',
    ]);
    expect(r.rows.map((x) => x[1])).toEqual([
      'Rep. 328d7-331d9 Cephalus',
      'Rep. 331e1-336a10',
      '336b1-339a4 Thrasymachus',
      '602c-605b',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual([null, null, null, null]);
    expect(r.rows.map((x) => x[0])).toEqual([1, 1, 2, 4]);
  });
});

describe('a comma list of sections, each with its own page range', () => {
  it('reads each section as a reading with its pages; an author and a work stay one reading', () => {
    const r = read([
      'Fall 2019',
      'Week 1',
      'T 9/3 Voice (10-14), Rhythm (20-25), Image (31-40, 44-45)',
      'Th 9/5 Ames, Rivers (1-20)',
    ]);
    expect(r.rows.map((x) => [x[1], x[2]])).toEqual([
      ['Voice', '10-14'],
      ['Rhythm', '20-25'],
      ['Image', '31-40, 44-45'],
      ['Ames, Rivers', '1-20'],
    ]);
  });
});

describe('a reading instruction with a due note', () => {
  it('takes `Read: X (due Tue)` and `Skim: Y (due Tue)`, not a writeup due', () => {
    const r = read([
      'Week 1: Starting',
      '(01) Monday, 20 January 2003',
      'Introduction',
      'Assignments: Read: River Basics (due Tue). Skim: The Delta Guide (due Tue). Do Lab Writeup 1 (due Mon).',
    ]);
    expect(r.titles.map((t) => t.replace(/\s*\(due.*$/, ''))).toEqual([
      'Read: River Basics',
      'Skim: The Delta Guide',
    ]);
  });
});
