import { describe, expect, it } from 'vitest';
import { spacedColumnRows } from './spaced-columns';
import { read } from './testing';

/**
 * A schedule table set in columns by spaces (a plain-text email or a fixed-width export) whose header
 * the fixed-width table layout does not read (no `Reading` column: `Pages`).
 */
const SPACED = [
  'Spring 2031',
  '',
  'Class   Date      Topic                  Pages',
  '1       M 2/3     Offer and acceptance   CB 145-160',
  '2       W 2/5     Consideration          CB 161-180',
  '3       M 2/10    Promissory estoppel    CB 181-199',
];

describe('a table set in columns by runs of spaces', () => {
  it('becomes pipe rows under its header, each piece in the column it starts in', () => {
    expect(spacedColumnRows(SPACED.slice(2, 5))).toEqual([
      '| Class | Date | Topic | Pages |',
      '| 1 | M 2/3 | Offer and acceptance | CB 145-160 |',
      '| 2 | W 2/5 | Consideration | CB 161-180 |',
    ]);
  });

  it('keeps an empty cell and a header over an unnamed first column', () => {
    expect(
      spacedColumnRows(['          Monday    Friday', 'Week 1    Ch 1', 'Week 2              Ch 3']),
    ).toEqual(['|  | Monday | Friday |', '| Week 1 | Ch 1 |  |', '| Week 2 |  | Ch 3 |']);
  });

  it('is read as the table it was: a reading a row, dated by its date cell', () => {
    const r = read(SPACED);
    expect(r.rows.map(([week, , pages, date]) => [week, pages, date])).toEqual([
      [1, '145-160', '2031-02-03'],
      [1, '161-180', '2031-02-05'],
      [2, '181-199', '2031-02-10'],
    ]);
    expect(r.region('1 | M 2/3')).toBe('table row');
  });

  it('leaves prose with two spaces after a full stop alone', () => {
    const prose = ['Read the syllabus.  Bring questions.', 'We meet twice a week.  Attendance counts.'];
    expect(spacedColumnRows(prose)).toEqual(prose);
  });
});
