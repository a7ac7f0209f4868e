import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

/**
 * A yearless schedule of lectures two days apart then five (a Tuesday/Thursday course) with a discussion
 * section or a deadline row the day after some lectures: the next-day rows must not hide the rhythm, so
 * each lecture pair shares a week and the first lecture's week comes before the first pair's.
 */
describe('yearless two-and-five-day lectures with next-day section rows', () => {
  it('groups each lecture pair in one week although sections fall the next day', () => {
    const r = read([
      '| Date | Topic | Reading |',
      '|---|---|---|',
      '| 3/7 | Welcome | Ch. 1 |',
      '| 3/8 | section: meet your group | |',
      '| 3/12 | Sorting | Ch. 2 |',
      '| 3/14 | Searching | Ch. 3 |',
      '| 3/15 | section: drills | |',
      '| 3/19 | Graphs | Ch. 4 |',
      '| 3/21 | Trees | Ch. 5 |',
      '| 3/26 | Heaps | Ch. 6 |',
      '| 3/28 | Hashing | Ch. 7 |',
      '| 3/29 | section: review | |',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Ch. 1'],
      [2, 'Ch. 2'],
      [2, 'Ch. 3'],
      [3, 'Ch. 4'],
      [3, 'Ch. 5'],
      [4, 'Ch. 6'],
      [4, 'Ch. 7'],
    ]);
  });
});
