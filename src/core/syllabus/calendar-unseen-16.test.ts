/**
 * Calendar failure classes of the pass over the `fresh16` folder, on small made-up examples (no text of
 * a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './parse';

const weeks = (text: string) =>
  structureSyllabusText(text).weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.pages]));

describe('yearless dates without weekdays, two days apart then five', () => {
  it('puts each two-day pair in one week, a first date before the pairs in the week before', () => {
    expect(
      weeks(
        [
          'October 2',
          'Hale, pp. 1-10.',
          'October 7',
          'Hale, pp. 11-20.',
          'October 9',
          'Hale, pp. 21-30.',
          'October 14',
          'Hale, pp. 31-40.',
          'October 16',
          'Hale, pp. 41-50.',
        ].join('\n'),
      ),
    ).toEqual([
      [1, '1-10'],
      [2, '11-20'],
      [2, '21-30'],
      [3, '31-40'],
      [3, '41-50'],
    ]);
  });

  it('leaves dates with other gaps as 7-day blocks from the first', () => {
    expect(
      weeks(
        [
          'October 2',
          'Hale, pp. 1-10.',
          'October 5',
          'Hale, pp. 11-20.',
          'October 9',
          'Hale, pp. 21-30.',
          'October 12',
          'Hale, pp. 31-40.',
        ].join('\n'),
      ),
    ).toEqual([
      [1, '1-10'],
      [1, '11-20'],
      [2, '21-30'],
      [2, '31-40'],
    ]);
  });
});
