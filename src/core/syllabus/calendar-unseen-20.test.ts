/**
 * Calendar failure classes of the fresh19 folder at first sight (structurer of f809118), each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('month and day joined by a slash (`Sep/4`), no year', () => {
  const lectures = [
    '**Date**',
    ': **Event**',
    '',
    'Sep/4',
    ': **Lecture 1** Foundations',
    '    : Smith, *Learning Machines*, pp. 1-20',
    '',
    'Sep/9',
    ': **Lecture 2** Risk',
    '    : Smith, *Learning Machines*, pp. 21-40',
    '',
    'Sep/11',
    ': **Lecture 3** Priors',
    '    : Jones, *Bayes at Work*, pp. 5-25',
    '',
    'Sep/16',
    ': **Lecture 4** Regression',
    '    : Jones, *Bayes at Work*, pp. 26-50',
    '',
    'Sep/18',
    ': **Lecture 5** Trees',
    '    : Lee, *Forests*, pp. 1-15',
  ];

  it('reads each as a class date and groups the classes into weeks by their gaps', () => {
    const r = read(lectures);
    const weekOf = (pages: string) => r.rows.find((row) => row[2] === pages)?.[0];
    expect(weekOf('1-20')).toBe(1);
    expect(weekOf('21-40')).toBe(2);
    expect(weekOf('5-25')).toBe(2);
    expect(weekOf('26-50')).toBe(3);
    expect(weekOf('1-15')).toBe(3);
  });
});

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
