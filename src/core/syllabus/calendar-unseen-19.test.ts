/**
 * Calendar failure classes over the `fresh18` folder, on small made-up examples (no text of a corpus
 * document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('date lines whose month is written only when it changes', () => {
  const lines = [
    'Fall 2019',
    'Outline:',
    'Sep. 3: Opening',
    '5: Rivers and deltas',
    'Reading: Ames, Chapter 1, pp. 1-20.',
    '10: Lakes',
    'Reading: Ames, Chapter 2, pp. 21-40.',
    '17: Coasts',
    'Reading: Boyd, pp. 1-30.',
    'Oct. 1: Tides',
    'Reading: Boyd, pp. 31-60.',
  ];

  it('dates a bare `N: topic` line by the month above, next month when the day is smaller', () => {
    const r = read(lines);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2019-09-05'],
      [2, '2019-09-10'],
      [3, '2019-09-17'],
      [5, '2019-10-01'],
    ]);
    expect(r.region('5: Rivers')).toBe('dated heading');
  });

  it('leaves `N: topic` with the class above when it is no next meeting: too far ahead or a clock time', () => {
    const r = read([
      'Fall 2019',
      'Sep. 3: Opening',
      'Reading: Ames, Chapter 1, pp. 1-20.',
      '30: Rivers and deltas',
      '10:30 lab meets in room 4',
    ]);
    expect(r.region('30: Rivers')).not.toBe('dated heading');
    expect(r.region('10:30 lab')).not.toBe('dated heading');
    expect(r.rows.map((x) => x[3])).toEqual(['2019-09-03']);
  });
});
