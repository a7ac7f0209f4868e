/**
 * Failure classes seen at first sight on the `fresh24` corpus folder of Word syllabi saved as PDF
 * (corpus/syllabi/fresh24/FIRST_SIGHT.md), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a schedule table whose reading column is headed `Literature`', () => {
  it('reads the column as the readings, one reference per paragraph of the cell', () => {
    const r = read([
      '| # | Date | Topic | Literature |',
      '| 1 | Sep 8 | Framing | Doe, J. (2010). Why Frames Matter. Journal of Media, 4(1), 70–81. <br> Roe, R. (2013). Pictures and News. Geoforum, 49, 10–19. |',
      '| 2 | Sep 15 | Trust | Poe, P. (2020). Who Is Trusted? Science Studies, 3(2), 33–45. |',
      '| 3 | Sep 22 | Review | tbd |',
    ]);
    expect(r.region('# | Date')).toBe('table header');
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [1, '70-81'],
      [1, '10-19'],
      [2, '33-45'],
    ]);
  });
});

describe('a numbered list in a Reading cell whose book title opens with words that open a task', () => {
  it('reads `Introduction to …: Chapter N` as a book part, as sure as the items beside it', () => {
    const r = read([
      '| Week | Topic | Reading |',
      '| 1 | Maps | 1. Visual Data: Chapter 2 <br> 2. Introduction to Data Science: Chapter 7 |',
      '| 2 | Wrangling | 1. Visual Data: Chapter 5 <br> 2. Introduction to Statistics: Chapter 12 |',
    ]);
    const confidence = r.s.weeks.flatMap((w) => w.readings.map((x) => [x.title, x.confidence]));
    expect(confidence).toEqual([
      ['Visual Data: Chapter 2', 87],
      ['Introduction to Data Science: Chapter 7', 87],
      ['Visual Data: Chapter 5', 87],
      ['Introduction to Statistics: Chapter 12', 87],
    ]);
  });
});
