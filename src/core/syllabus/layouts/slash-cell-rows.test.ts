/**
 * A Word table flattened with ` / ` between its cells, rows opened by a day-first class date (`7-Sep`), the week
 * number on a week's first row only, a row's cells wrapped over lines (slash-cell-rows.ts). Small made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { slashCellRows } from './slash-cell-rows';
import { read } from './testing';

const TABLE = [
  'Geography 12: Rivers and Cities',
  'Calendar (subject to change)',
  '1 / 7-Sep / Welcome and overview / Atlas, Chapter 1',
  '/ Bring a notebook',
  '9-Sep / Rivers as roads /',
  'Atlas, Chapter 2',
  '2 / 14-Sep / Delta towns / Atlas, Chapter 3',
  '16-Sep / Harbour towns / Atlas, Chapter 4',
  '3 / 21-Sep / Bridges / Atlas, Chapter 5',
];

describe('slash-cell rows', () => {
  it('rewrites each row, with its wrapped lines, as a pipe row under a header naming the columns', () => {
    const out = slashCellRows(TABLE);
    expect(out).toHaveLength(TABLE.length);
    expect(out[2]).toBe('| Week | Date | Topic | Reading |');
    expect(out[3]).toBe('| 1 | 7-Sep | Welcome and overview | Atlas, Chapter 1 | Bring a notebook |');
    expect(out[4]).toBe('|  | 9-Sep | Rivers as roads | Atlas, Chapter 2 |');
    expect(out[5]).toBe('');
    expect(out[8]).toBe('| 3 | 21-Sep | Bridges | Atlas, Chapter 5 |');
  });

  it('opens a row of its own at a class date glued to the cell before it', () => {
    const out = slashCellRows([
      '',
      '1 / 7-Sep / Welcome / Atlas, Chapter 1 notes9-Sep / Rivers /',
      'Atlas, Chapter 2',
      '2 / 14-Sep / Delta towns / Atlas, Chapter 3',
      '16-Sep / Harbour towns / Atlas, Chapter 4',
    ]);
    expect(out[0]).toBe('| Week | Date | Topic | Reading |');
    expect(out[1]).toBe('| 1 | 7-Sep | Welcome | Atlas, Chapter 1 notes |');
    expect(out[2]).toBe('|  | 9-Sep | Rivers | Atlas, Chapter 2 |');
  });

  it('reads the readings of each class in the printed weeks', () => {
    const r = read(TABLE);
    expect(r.rows.map(([week, title]) => [week, title])).toEqual([
      [1, 'Atlas, Chapter 1'],
      [1, 'Atlas, Chapter 2'],
      [2, 'Atlas, Chapter 3'],
      [2, 'Atlas, Chapter 4'],
      [3, 'Atlas, Chapter 5'],
    ]);
  });

  it('leaves a text with fewer than three date-opened slash rows alone', () => {
    const text = ['Notes / drafts / 7-Sep', '7-Sep / Welcome / Chapter 1', 'Hinduism/Buddhism'];
    expect(slashCellRows(text)).toBe(text);
  });
});
