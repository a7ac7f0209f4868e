/**
 * Failure classes of round 34: a table pasted one cell a line whose class-number column has a date column
 * beside it, the date written as a weekday letter and a date each alone on a line. Small made-up examples
 * (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

/** A four-column table pasted one cell a line, a blank line after every cell. */
function pasted(rows: string[][]): string[] {
  const header = ['Lecture', 'Date', 'Subject', 'Reading'];
  return ['Spring 2031, MWF', '', ...[header, ...rows].flatMap((cells) => cells.flatMap((c) => [c, '']))];
}

describe('a class-number table pasted one cell a line with a date cell', () => {
  it('keeps the weekday and the date as the row’s date, so the weeks follow the dates', () => {
    const r = read(
      pasted([
        ['1', 'W', '15-Jan', 'Tides', 'pp 1-10'],
        ['2', 'F', '17-Jan', 'Harbours', 'pp 11-20'],
        ['3', 'M', '20-Jan', 'Estuaries', 'pp 21-30'],
        ['4', 'W', '22-Jan', 'Deltas', 'pp 31-40'],
      ]),
    );
    expect(r.rows.map((row) => [row[0], row[2], row[3]])).toEqual([
      [1, '1-10', '2031-01-15'],
      [1, '11-20', '2031-01-17'],
      [2, '21-30', '2031-01-20'],
      [2, '31-40', '2031-01-22'],
    ]);
  });

  it('reads a month-name date cell the same way (`Jan 15`)', () => {
    const r = read(
      pasted([
        ['1', 'W', 'Jan 15', 'Tides', 'pp 1-10'],
        ['2', 'F', 'Jan 17', 'Harbours', 'pp 11-20'],
        ['3', 'M', 'Jan 20', 'Estuaries', 'pp 21-30'],
      ]),
    );
    expect(r.rows.map((row) => [row[0], row[2], row[3]])).toEqual([
      [1, '1-10', '2031-01-15'],
      [1, '11-20', '2031-01-17'],
      [2, '21-30', '2031-01-20'],
    ]);
  });
});
