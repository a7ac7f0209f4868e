import { describe, expect, it } from 'vitest';
import { cellPerLineRows } from './cell-per-line-table';
import { read } from './testing';

/** A schedule table pasted from a course page one cell a line, a blank line after each row. */
const PASTED = [
  'Fall 2031',
  '',
  'Lecture',
  'Date',
  'Topic',
  'Reading',
  '',
  '1',
  'Tu Sep. 9',
  'Plate tectonics',
  'Ch. 2 (pp. 30-41)',
  '',
  '2',
  'Th Sep. 11',
  'Minerals',
  'Ch. 3 (pp. 42-60)',
  '',
  '3',
  'Tu Sep. 16',
  'Igneous rocks',
  'Ch. 4 (pp. 61-80)',
];

describe('a table pasted one cell a line', () => {
  it('becomes a pipe row a row on its first line, its other lines left empty', () => {
    const out = cellPerLineRows(PASTED);
    expect(out.slice(2, 12)).toEqual([
      '| Lecture | Date | Topic | Reading |',
      '',
      '',
      '',
      '',
      '| 1 | Tu Sep. 9 | Plate tectonics | Ch. 2 (pp. 30-41) |',
      '',
      '',
      '',
      '',
    ]);
  });

  it('is read as the table it was: a reading a row, dated by its date cell', () => {
    expect(read(PASTED).rows.map(([week, , pages, date]) => [week, pages, date])).toEqual([
      [1, '30-41', '2031-09-09'],
      [1, '42-60', '2031-09-11'],
      [2, '61-80', '2031-09-16'],
    ]);
  });

  it('leaves short label lines that head no table alone', () => {
    const lines = ['Instructor', 'Office hours', '', 'Dr. Lee', 'Mondays 2-4'];
    expect(cellPerLineRows(lines)).toEqual(lines);
  });
});
