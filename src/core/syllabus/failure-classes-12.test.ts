/**
 * Failure classes of the fresh9 round (first sight of fresh9, see corpus/syllabi/fresh9/FIRST_SIGHT.md),
 * each on a small made-up example (no text of a corpus document). Layout modules of this round have
 * their own tests beside them (glued-date, bare-numbered-list, numbered-work, weekday-day-heading,
 * update-post).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a work the syllabus says not to read', () => {
  it('is no reading, the assigned pages beside it are', () => {
    const r = read([
      'Week 1',
      'Monday, September 9, 2019: Fair use. To save time, do not read Campbell v. Acuff-Rose. The new assignment is: 512-530.',
      "Wednesday, September 11, 2019: Don't prepare Sony v. Universal; read pp. 531-550.",
    ]);
    expect(r.titles.some((t) => /Campbell|Sony/.test(t))).toBe(false);
    expect(r.rows.map(([, , pages]) => pages)).toEqual(['512-530', '531-550']);
  });
});

describe('a Cases: / Review Cases: label', () => {
  it('introduces the cases to read, named without a v. (short case names), one reading per case', () => {
    const r = read([
      'January 16, 2019',
      'A. Fixation',
      'CB pp. 45-72',
      'Review Cases: Burrow-Giles, Bleistein.',
      'January 23, 2019',
      'B. Idea and Expression',
      'CB pp. 72-90',
      'Review Case: Feist',
    ]);
    // One reading per case, as the labelled fresh9/l95 lists its `Review Cases:` (case-label-list.ts).
    expect(r.titles.filter((t) => !t.includes('CB') && t !== 'Assigned pages')).toEqual([
      'Burrow-Giles',
      'Bleistein',
      'Feist',
    ]);
  });
});

describe('an exercise set named with the page its questions are printed on', () => {
  it('is no reading, even after a group label', () => {
    const r = read([
      'CLASS #1: Introduction',
      'Mon Sep 9, 2019',
      'ALL: Course Notes (3-18)',
      'Discussion Questions 1.01-1.02 (6-7)',
      'ALL: Discussion Questions 1.03-1.04(a) & (b) (7)',
      'OXYGEN: Discussion Question 1.15 (14)',
    ]);
    expect(r.rows.map(([, , pages]) => pages)).toEqual(['3-18']);
  });
});

describe('a sentence naming the course book', () => {
  it('is the book list, not a reading; the pages it assigns are', () => {
    const r = read([
      'Contracts – First Assignment',
      'Monday, January 14, 2019',
      'The textbook for the course is Knapp, Crystal and Prince, Problems in Contract Law (9th ed. 2019).',
      'For the first class, please read pages 1-25 of the textbook.',
      'The casebook for this class will be Farnsworth, Contracts: Cases and Materials.',
    ]);
    expect(r.titles.some((t) => /Knapp|Farnsworth/.test(t))).toBe(false);
    expect(r.rows.map(([, , pages]) => pages)).toEqual(['1-25']);
  });
});

describe('a roman numeral I in a range or after a section sign, or the I of an abbreviation (I.Con)', () => {
  it('is a numeral, not the reader addressed', () => {
    const r = read([
      'Fall 2019 calendar',
      '9/9  Dworkin “Hard Cases,” §§I-II',
      '9/11  Rawls “Two Concepts of Rules,” Parts I–III',
      '9/13  I will hand out the paper topics.',
      '9/16  Read Smith, recent post in I.Con on judicial review',
    ]);
    expect(r.titles).toEqual([
      'Dworkin “Hard Cases,” §§I-II',
      'Rawls “Two Concepts of Rules,” Parts I–III',
      'Smith, recent post in I.Con on judicial review',
    ]);
  });
});
