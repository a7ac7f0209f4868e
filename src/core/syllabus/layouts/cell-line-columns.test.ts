import { describe, expect, it } from 'vitest';
import type { PipeColumn } from '../columns';
import { cellLineColumns, opensRow } from './cell-line-columns';

const HEADER: PipeColumn[] = ['number', 'date', 'topic', 'reading', 'other'];

describe('the columns of a row pasted one cell a line', () => {
  it('leaves out the empty reading cell of a day with no reading', () => {
    expect(cellLineColumns(['1', '1/27', 'Course overview', '[Lecture 1](./slides/1.pdf)'], HEADER)).toEqual([
      '1',
      '1/27',
      'Course overview',
      '',
      '[Lecture 1](./slides/1.pdf)',
    ]);
  });

  it('leaves out an empty date cell and keeps a cell split into lines as one, its parts joined by <br>', () => {
    expect(
      cellLineColumns(
        ['2', 'Linear Regression', '**UML** 9.2', '**ESL** 3.2', '[Lecture 2](./l2.pdf)'],
        HEADER,
      ),
    ).toEqual(['2', '', 'Linear Regression', '**UML** 9.2<br>**ESL** 3.2', '[Lecture 2](./l2.pdf)']);
  });

  it('reads a dotted date range as a date and a section number as a reading', () => {
    const header: PipeColumn[] = ['number', 'date', 'reading', 'other', 'topic'];
    expect(cellLineColumns(['3', '01.25-01.29', '1.7', 'linear independence'], header)).toEqual([
      '3',
      '01.25-01.29',
      '1.7',
      '',
      'linear independence',
    ]);
  });

  it('puts a line alone in the topic column, and knows a row by its first cell', () => {
    expect(cellLineColumns(['Supervised Learning'], HEADER)).toEqual(['', '', 'Supervised Learning', '', '']);
    expect(opensRow('4', HEADER)).toBe(true);
    expect(opensRow('Please read the policies below.', HEADER)).toBe(false);
  });
});
