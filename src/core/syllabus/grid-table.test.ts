import { describe, expect, it } from 'vitest';
import { gridTables } from './grid-table';
import { read } from './layouts/testing';

const unnamed = [
  '+------------------+----------------------------------------+',
  '| Week 1           | Moss, Rivers of the West, Chapter 1.    |',
  '|                  |                                        |',
  '| Water and Power  | Lane, The Dam Builders, Western        |',
  '|                  | History 12 (2001): 40-61.              |',
  '+==================+========================================+',
  '| Week 2           | For reference (not required): Park,    |',
  '|                  | Flood Control (1999).                  |',
  '| Courts           |                                        |',
  '|                  | Ortiz, Judging the Water, Law and      |',
  '|                  | Society 3 (2010): 5-30.                |',
  '+------------------+----------------------------------------+',
];

describe('gridTables', () => {
  it('writes an unnamed table as a label line per row over one line per paragraph, one line per line', () => {
    const out = gridTables(unnamed);
    expect(out).toHaveLength(unnamed.length);
    expect(out).toEqual([
      'Week 1 Water and Power',
      'Moss, Rivers of the West, Chapter 1.',
      '',
      'Lane, The Dam Builders, Western History 12 (2001): 40-61.',
      '',
      'Week 2 Courts',
      'For reference (not required): Park, Flood Control (1999).',
      '',
      '',
      'Ortiz, Judging the Water, Law and Society 3 (2010): 5-30.',
      '',
      '',
    ]);
  });

  it('writes a table whose first row names its columns as pipe rows, paragraphs kept apart by <br>', () => {
    const named = [
      '+--------+-------------+-------------------------+',
      '| Date   | Topic       | Readings                |',
      '+========+=============+=========================+',
      '| Sep 3  | Water and   | Moss, Rivers, Ch. 1     |',
      '|        | Power       |                         |',
      '|        |             | Lane, Dams, pp. 40-61   |',
      '+--------+-------------+-------------------------+',
      '| Sep 10 | Courts      | Ortiz, Judging, 5-30    |',
      '+--------+-------------+-------------------------+',
    ];
    expect(gridTables(named)).toEqual([
      '',
      '| Date | Topic | Readings |',
      '',
      '| Sep 3 | Water and Power | Moss, Rivers, Ch. 1<br>Lane, Dams, pp. 40-61 |',
      '',
      '',
      '',
      '| Sep 10 | Courts | Ortiz, Judging, 5-30 |',
      '',
    ]);
  });

  it('keeps the short lines of a cell apart: only a line the next word would not have fitted after is wrapped', () => {
    const rst = [
      '+-----------------+----------------------------------------------+',
      '| March 2, 2033   | Prerequisite Work                            |',
      '|                 | Read Think Rivers Chapter 1 1.0-1.6          |',
      '|                 | Complete Exercises 1.3 and 1.4               |',
      '+-----------------+----------------------------------------------+',
      '| March 9, 2033   | Read Think Rivers Chapter 2 2.0-2.10         |',
      '+-----------------+----------------------------------------------+',
    ];
    expect(gridTables(rst)).toEqual([
      'March 2, 2033',
      'Prerequisite Work',
      'Read Think Rivers Chapter 1 1.0-1.6',
      'Complete Exercises 1.3 and 1.4',
      'March 9, 2033',
      'Read Think Rivers Chapter 2 2.0-2.10',
      '',
    ]);
  });

  it('leaves text without a grid table, and a lone rule, alone', () => {
    const plain = ['Week 1', '| a | b |', '+---+'];
    expect(gridTables(plain)).toBe(plain);
  });
});

describe('a pandoc grid table of weeks and citation paragraphs', () => {
  it('reads one reading per required paragraph, in the row’s week, not the reference-only one', () => {
    const r = read(['Seminar Topics and Readings', '', ...unnamed]);
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [1, null],
      [1, '40-61'],
      [2, '5-30'],
    ]);
    expect(r.titles[1]).toContain('The Dam Builders');
    expect(r.titles[2]).toContain('Judging the Water');
  });
});
