/**
 * Failure classes seen at first sight on the `fresh20` corpus folder of real PDF syllabi
 * (corpus/syllabi/fresh20/FIRST_SIGHT.md), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a week heading whose class date closes it in brackets', () => {
  it('numbers the week as printed and dates its readings by the bracketed day', () => {
    const r = read([
      'Weekly Schedule',
      '',
      'Week One: Getting Started (Monday, September 4, 2023)',
      'We set up our tools.',
      '    Reading Old Maps, Chapter 1, pp. 110-210',
      '',
      'Week Two: Sources (Monday, September 11, 2023)',
      'We look at sources.',
      '    Reading Old Maps, Chapter 2, pp. 120-220',
      '',
      'Week Three: Archives (Monday, September 18, 2023)',
      '    Reading Old Maps, Chapter 3, pp. 130-230',
    ]);
    expect(r.region('Week One')).toBe('week heading');
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2023-09-04'],
      [2, '2023-09-11'],
      [3, '2023-09-18'],
    ]);
  });
});
