/**
 * Failure classes of round 45 (fresh45, first sight): schedules whose columns came apart in the text a student
 * pastes — a lecture table given column by column in blocks on one line (`1. 2. 3. Date Feb. 3 Feb. 5 ... Reading
 * Ch. 1 Ch. 2 ...`).
 * Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a lecture table flattened column by column in blocks on one line', () => {
  const text = [
    'Geology 210 Course Outline and Reading List Fall 2031 Lecture 1. 2. 3. 4. Date Sep. 3 Sep. 8 Sep. 10 Sep. 15',
    'Topic Rocks and Minerals Plate Tectonics Volcanoes Earthquakes Reading Ch. 1 Ch. 2 Ch. 3 Ch. 4 Optional',
    'Assignment - find a rock near your home 5. 6. 7. Sep. 17 Sep. 22 Sep. 24 Rivers Glaciers Deserts Ch. 5 Ch. 6',
    'Ch. 7 First Exam - Evening of September 25',
  ].join(' ');

  it('reads each chapter cell as a reading dated by its own lecture', () => {
    const r = read([text]);
    expect(r.rows).toEqual([
      [1, 'Ch. 1', null, '2031-09-03'],
      [2, 'Ch. 2', null, '2031-09-08'],
      [2, 'Ch. 3', null, '2031-09-10'],
      [3, 'Ch. 4', null, '2031-09-15'],
      [3, 'Ch. 5', null, '2031-09-17'],
      [4, 'Ch. 6', null, '2031-09-22'],
      [4, 'Ch. 7', null, '2031-09-24'],
    ]);
  });
});
