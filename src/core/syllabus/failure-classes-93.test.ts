/**
 * Failure class of round 37 (pdfc): a week's classes listed one after another without bullets, each dated
 * in parentheses after its number (`Lecture 6 (Sep. 20): Supply`), under an undated printed week, and the
 * week's readings after the list: they are dated by the week's first class, not its last. A class followed
 * by readings of its own keeps them. Small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

const WEEKS = [
  'Harbour Economics, Fall 2031',
  '',
  'Schedule',
  'Week 1: Tides and Trade',
  'Lecture 1 (Sep. 2): Welcome',
  'Lecture 2 (Sep. 4): Ports and prices',
  'Readings:',
  'Mariner, Ann. Harbour Guide. Pp. 1-20.',
  'Week 2: Shipping Lanes',
  'Lecture 3 (Sep. 9): Routes',
  'Lecture 4 (Sep. 11): Tolls',
  'Readings:',
  'Mariner, Ann. Harbour Guide. Pp. 21-40.',
  'Keel, Bo. Canal Dues. Pp. 5-9.',
];

const OWN = [
  'Harbour Economics, Fall 2031',
  '',
  'Week 1: Tides and Trade',
  'Lecture 1 (Sep. 2): Welcome',
  'Readings:',
  'Mariner, Ann. Harbour Guide. Pp. 1-20.',
  'Lecture 2 (Sep. 4): Ports and prices',
  'Readings:',
  'Keel, Bo. Canal Dues. Pp. 5-9.',
];

const dated = (lines: string[]) =>
  read(lines).s.weeks.flatMap((w) => w.readings.map((x) => [w.weekNumber, x.scheduledDate]));

describe('a list of dated classes under a printed week, the week’s readings after it', () => {
  it('dates the readings after the list by the week’s first class', () => {
    expect(dated(WEEKS)).toEqual([
      [1, '2031-09-02'],
      [2, '2031-09-09'],
      [2, '2031-09-09'],
    ]);
  });

  it('leaves a class’s own readings with it', () => {
    expect(dated(OWN)).toEqual([
      [1, '2031-09-02'],
      [1, '2031-09-04'],
    ]);
  });
});
