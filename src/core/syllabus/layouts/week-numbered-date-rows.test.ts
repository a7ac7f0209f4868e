import { describe, expect, it } from 'vitest';
import { weekNumberedDateRows } from './week-numbered-date-rows';

describe('weekNumberedDateRows', () => {
  it('finds the week-numbered rows of a schedule with bare date rows between them', () => {
    const rows = weekNumberedDateRows([
      '1 01/11 Intro',
      '01/13 Ch. 1',
      '2 01/18 Ch. 2',
      '01/20 Ch. 3',
      '3 01/25[2] Ch. 4',
    ]);
    expect([...rows]).toEqual([
      [0, { week: 1, row: '01/11 Intro' }],
      [2, { week: 2, row: '01/18 Ch. 2' }],
      [4, { week: 3, row: '01/25[2] Ch. 4' }],
    ]);
  });

  it('finds none in a list where every row is numbered, nor when the numbers do not run up', () => {
    expect(
      weekNumberedDateRows(['1 01/11 Intro', '2 01/13 Ch. 1', '3 01/18 Ch. 2', '4 01/20 Ch. 3']).size,
    ).toBe(0);
    expect(weekNumberedDateRows(['3 01/11 A', '01/13 B', '2 01/18 C', '01/20 D', '4 01/25 E']).size).toBe(0);
  });

  it('finds none in a spaced table, whose layout reads its week column', () => {
    expect(
      weekNumberedDateRows([
        '1  01/11  Intro',
        '01/13  Ch. 1',
        '2  01/18  Ch. 2',
        '01/20  Ch. 3',
        '3  01/25  Ch. 4',
      ]).size,
    ).toBe(0);
  });
});
