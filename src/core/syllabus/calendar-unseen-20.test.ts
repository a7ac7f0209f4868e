/**
 * Calendar failure classes of the fresh19 folder at first sight (structurer of f809118), each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a weekday grid whose rows are weeks written as date ranges, without a year', () => {
  const grid = [
    'The calendar below lists the sections to read for each day.',
    '',
    '| | Monday | Tuesday | Wednesday | Thursday | Friday |',
    '|:----: | :----: | :----: | :----: | :----:  | :----: |',
    '|Dates | | | | |',
    '|1/13 - 1/17  | | | | | 1.1 - 1.2 |',
    '| | | | | |',
    '|1/20 - 1/24  | 1.3 | | 1.4 | | 2.1 |',
    '| | | | | |',
    '|1/27 - 1/31  | QUIZ 1 | | Break | | Break |',
    '| | | | | |',
    '|2/3 - 2/7  | 2.2 - 2.3 | | | | 2.4 |',
  ];

  it('puts each row in its own week, counted from the first row', () => {
    const weekOf = (title: string) => read(grid).rows.find((r) => String(r[1]).endsWith(title))?.[0];
    expect(weekOf('1.1 - 1.2')).toBe(1);
    expect(weekOf('1.3')).toBe(2);
    expect(weekOf('2.1')).toBe(2);
    expect(weekOf('2.2 - 2.3')).toBe(4);
    expect(weekOf('2.4')).toBe(4);
  });
});
