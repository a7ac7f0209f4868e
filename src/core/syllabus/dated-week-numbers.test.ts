/**
 * dated-week-numbers.ts: dated class lines that print the week's number after the date, from week 0.
 * Small made-up examples (no corpus text).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

const week = (date: string, n: number, topic: string, reading?: string) => [
  `** ${date} ${n} ${topic}`,
  ...(reading ? ['*** Reading', `    ${reading}`] : []),
];

describe('a week number printed after each class date', () => {
  it('keeps the printed weeks, week 0 included', () => {
    const r = read([
      '* Schedule',
      ...week('2031-03-04', 0, 'Orientation'),
      ...week('2031-03-11', 1, 'Sets', 'Lee, A. (2001). Sets for beginners. Logic Notes, 4(2), 10–25.'),
      ...week('2031-03-18', 2, 'Functions', 'Roe, B. (2003). On maps. Logic Notes, 6(1), 30–41.'),
      '** 2031-03-25 NO CLASS (holiday)',
      ...week('2031-04-01', 3, 'Relations', 'Kim, C. (2005). Order and relation. Logic Notes, 8(3), 5–19.'),
      ...week('2031-04-08', 4, 'Review'),
    ]);
    expect(r.rows.map((row) => row[0])).toEqual([1, 2, 3]);
  });

  it('leaves class numbers of two classes a week to the calendar', () => {
    const r = read([
      '* Schedule',
      ...week(
        '2031-03-04',
        1,
        'Orientation',
        'Lee, A. (2001). Sets for beginners. Logic Notes, 4(2), 10–25.',
      ),
      ...week('2031-03-06', 2, 'Sets', 'Roe, B. (2003). On maps. Logic Notes, 6(1), 30–41.'),
      ...week('2031-03-11', 3, 'Functions', 'Kim, C. (2005). Order and relation. Logic Notes, 8(3), 5–19.'),
      ...week(
        '2031-03-13',
        4,
        'Relations',
        'Day, D. (2007). Chains of order in sets. Logic Notes, 9(1), 1–9.',
      ),
    ]);
    expect(r.rows.map((row) => row[0])).toEqual([1, 1, 2, 2]);
  });
});
