/**
 * Calendar class of round 35 (images): a table's date cell too narrow for its year, the year wrapped onto the
 * line below alone in its column (`26 Jan | ... ` over `2031 |`). The year lines broke the dated rows and the
 * dates lost their year. Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { wrappedDateYears } from './layouts/wrapped-date-year';
import { read } from './layouts/testing';

describe('a date cell whose year wrapped onto the next line', () => {
  it('dates the rows in that year', () => {
    const r = read([
      'Harbour Poetry Workshop',
      '',
      '7 Jan | Harbour Reader 12-30 | Voice',
      '2031 |',
      '14 Jan | Harbour Reader 31-58 | Sonnet',
      '2031 | ',
      '21 Jan | Tide Anthology 4-19 | Image',
      '2031',
    ]);
    expect(r.rows.map((row) => [row[2], row[3]])).toEqual([
      ['12-30', '2031-01-07'],
      ['31-58', '2031-01-14'],
      ['4-19', '2031-01-21'],
    ]);
    expect([r.s.semesterStart, r.s.semesterEnd]).toEqual(['2031-01-07', '2031-01-21']);
  });

  it('moves the year into the date cell and keeps the other cells in their columns', () => {
    expect(wrappedDateYears(['  5 Feb     | Reader 1-9   | Topic', '  2031      | 10-12'])).toEqual([
      '  5 Feb 2031     | Reader 1-9   | Topic',
      '            | 10-12',
    ]);
  });

  it('leaves a year under a dated cell that has one, and a year that is no cell of its own', () => {
    const kept = ['5 Feb 2031 | Reader 1-9', '2031 |'];
    expect(wrappedDateYears(kept)).toEqual(kept);
    const prose = ['5 Feb | Reader 1-9', '2031 was the year of the flood'];
    expect(wrappedDateYears(prose)).toEqual(prose);
    const noTable = ['Week of 5 Feb', '2031'];
    expect(wrappedDateYears(noTable)).toEqual(noTable);
  });
});
