import { describe, expect, it } from 'vitest';
import { joinCellLines } from './cell-lines';
import { read } from './testing';

const joined = (lines: string[]) =>
  joinCellLines(lines.map((raw) => ({ raw })))
    .map((l) => l.raw)
    .filter(Boolean);

describe('layout: a flattened HTML table with each cell on a line of its own', () => {
  it('joins the cell lines onto their row and lines up rows that leave out the week', () => {
    expect(
      joined([
        '| Week | Date | Topic | Sections |',
        'Problems |',
        '| 1 | 02/03 |',
        'Vectors. |',
        '2.1 - 2.3 | P1 due 2/7. |',
        '|',
        '| 02/05 |',
        'Motion. |',
        '2.4 |',
        '||||',
      ]),
    ).toEqual([
      '| Week | Date | Topic | Sections | Problems |',
      '| 1 | 02/03 | Vectors. | 2.1 - 2.3 | P1 due 2/7. |',
      '|  | 02/05 | Motion. | 2.4 |',
    ]);
  });

  it('leaves ordinary one-line pipe rows alone', () => {
    const rows = ['| Date | Reading |', '| 9/1 | Ch. 1 |', '| 9/3 | Ch. 2 |'];
    expect(joined(rows)).toEqual(rows);
  });

  it('reads the sections of every row, under the right week', () => {
    const r = read([
      '| Week | Date | Lecture | Textbook Sections |',
      'Homework |',
      '| 1 | 02/03 |',
      'Vectors. |',
      '2.1 - 2.3 | HW1 due 2/7. |',
      '| 02/05 |',
      'Motion. |',
      '2.4 |',
      '| 2 | 02/10 |',
      'Forces. |',
      '3.1 - 3.2 |',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Sections 2.1 - 2.3'],
      [1, 'Sections 2.4'],
      [2, 'Sections 3.1 - 3.2'],
    ]);
  });
});
