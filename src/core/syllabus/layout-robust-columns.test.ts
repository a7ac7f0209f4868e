/**
 * Layout robustness: a schedule table set in columns by runs of spaces (a PDF's layout text, a terminal
 * or email copy; `npm run bench:layout`, `table, spaced columns`) is read as the same table written with
 * pipes, whatever its header names: one column model for both. Made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './index';
import { spacedColumnRows } from './layouts/spaced-columns';
import { read } from './layouts/testing';

function readingsOf(text: string): [number, string, string | null | undefined][] {
  return structureSyllabusText(text).weeks.flatMap((w) =>
    w.readings.map((r): [number, string, string | null | undefined] => [w.weekNumber, r.title, r.date]),
  );
}

/** A header the fixed-width layout claims (`Reading`, `Topics`), week numbers and dotted week ranges. */
const PIPE = [
  'MATH 3100 Schedule, Spring 2031',
  '',
  '| Week | Class Dates | Reading | Optional Reading | Topics |',
  '|---|---|---|---|---|',
  '| 1 | 01.13-01.17 | 2.1, 2.2 | Worked examples | limits and continuity |',
  '| 2 | 01.20-01.24 | 2.3, 2.4 | 2.5 | derivatives, the chain rule |',
  '| 3 | 01.27-01.31 | 3.1 |  | implicit differentiation |',
  '| 4 | 02.03-02.07 |  |  | Review.  Midterm 1. |',
  '| 5 | 02.10-02.14 | 3.2, 3.3 |  | related rates |',
].join('\n');

const SPACED = [
  'MATH 3100 Schedule, Spring 2031',
  '',
  'Week   Class Dates   Reading    Optional Reading   Topics',
  '1      01.13-01.17   2.1, 2.2   Worked examples    limits and continuity',
  '2      01.20-01.24   2.3, 2.4   2.5                derivatives, the chain rule',
  '3      01.27-01.31   3.1                           implicit differentiation',
  '4      02.03-02.07                                 Review.  Midterm 1.',
  '5      02.10-02.14   3.2, 3.3                      related rates',
].join('\n');

describe('a spaced table whose header names a Reading column', () => {
  it('is read as the same table written with pipes', () => {
    const piped = readingsOf(PIPE);
    expect(piped).toHaveLength(4);
    expect(readingsOf(SPACED)).toEqual(piped);
  });

  it('keeps two pieces of one cell (a double space inside it) in that cell', () => {
    const rows = spacedColumnRows(SPACED.split('\n'));
    expect(rows[6]).toBe('| 4 | 02.03-02.07 |  |  | Review. Midterm 1. |');
  });

  it('leaves a table whose cells are set apart by gaps of their own width to the fixed-width layout', () => {
    const gaps = ['Class  Date  Topic  Reading', '1  M 9.08  Pleading  Ch. 1', '2  W 9.10  Contract  Ch. 2'];
    expect(spacedColumnRows(gaps)).toEqual(gaps);
  });
});

describe('a reading column whose header names its unit in short', () => {
  it('makes a bare number a chapter (`Readings (Chap.)`), as `Reading (chapters)` does', () => {
    const r = read([
      'Spring 2031',
      '',
      '| Date | Topic | Readings (Chap.) |',
      '|---|---|---|',
      '| Mon Jan 13 | Motion | 2 |',
      '| Wed Jan 15 | Vectors | 3 |',
    ]);
    expect(r.titles).toEqual(['Ch. 2', 'Ch. 3']);
  });
});
