import { describe, expect, it } from 'vitest';
import { tabCellRows } from './tab-cells';
import { read } from './testing';

/** A schedule table copied from a course page: cells kept apart by TABs, no pipes, no separator row. */
const PASTED = [
  'Fall 2031',
  '',
  'Class\tDate\tTopic\tReading',
  '1\tM 9/8\tOffer and acceptance\tCB 145-160',
  '2\tW 9/10\tConsideration\tCB 161-180',
  '3\tM 9/15\tPromissory estoppel\tCB 181-199',
];

describe('a table pasted with TAB cells', () => {
  it('becomes pipe rows, an empty cell kept where two TABs meet', () => {
    expect(tabCellRows(['Day\tTopic\tReading', 'M 9/8\t\tCh 2', 'W 9/10\tTorts\tCh 3'])).toEqual([
      '| Day | Topic | Reading |',
      '| M 9/8 |  | Ch 2 |',
      '| W 9/10 | Torts | Ch 3 |',
    ]);
  });

  it('is read as the table it was: a reading a row, dated by its date cell', () => {
    const r = read(PASTED);
    expect(r.rows.map(([week, , pages, date]) => [week, pages, date])).toEqual([
      [1, '145-160', '2031-09-08'],
      [1, '161-180', '2031-09-10'],
      [2, '181-199', '2031-09-15'],
    ]);
    expect(r.region('1 | M 9/8')).toBe('table row');
  });

  it('leaves a list whose marks are followed by a TAB alone', () => {
    const list = ['-\tDoe, "Title One"', '-\tRoe, "Title Two"'];
    expect(tabCellRows(list)).toEqual(list);
  });

  it('leaves a tab-stop layout alone: rows next to a line set on a tab stop', () => {
    const stops = ['M (4)\tIntroduction', 'W (6)\tGenesis 1-12', '\t\tExodus 1-16'];
    expect(tabCellRows(stops)).toEqual(stops);
  });
});
