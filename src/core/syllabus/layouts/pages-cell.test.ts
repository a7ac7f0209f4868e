import { describe, expect, it } from 'vitest';
import { leadingPages } from './pages-cell';
import { read } from './testing';

describe('a pipe table with a chapter column and a pages column', () => {
  const lines = [
    'Class | Chapter | Pages |',
    '1 | Chapter 1 Rivers and Ports | 1-12,20-31 | |',
    '2 | Chapter 2 Harbour Law |',
    '40-52 Materials: Harbour Charter, Supp 3-9 |',
    '3 | Chapter 3 Tolls | 60-75 | |',
  ];

  it('gives the chapter of each row the pages of its pages cell, and reads what follows the ranges', () => {
    const r = read(lines);
    expect(r.rows.map(([, t, p]) => [t, p])).toEqual([
      ['Chapter 1 Rivers and Ports', '1-12, 20-31'],
      ['Chapter 2 Harbour Law', '40-52'],
      ['Harbour Charter, Supp', '3-9'],
      ['Chapter 3 Tolls', '60-75'],
    ]);
  });

  it('takes only the leading ranges of a pages cell', () => {
    expect(leadingPages('62-86,90-92 Materials: Charter, Supp 1-28')).toEqual({
      pages: '62-86, 90-92',
      rest: 'Charter, Supp 1-28',
    });
    expect(leadingPages('415-430*')).toEqual({ pages: '415-430', rest: '' });
    expect(leadingPages('see handout')).toBeNull();
  });
});
