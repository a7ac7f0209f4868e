import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: a homework label naming its due date', () => {
  it('reads the bullets under `HOMEWORK (DUE 9/9):` for the class of the due date', () => {
    const r = read([
      'Fall 2030',
      'WEEK 1',
      'M 9/2 Welcome',
      'HOMEWORK (DUE 9/9):',
      '- Read Chapter 2, "Rivers and Roads" pp. 20-40',
      '- Do Response 1',
      'W 9/4 Discussion of maps',
      'HOMEWORK (DUE 9/11):',
      '- Read Chapter 3, "Bridges" pp. 41-60',
      'WEEK 2',
      'M 9/9 Rivers',
    ]);
    expect(r.region('HOMEWORK (DUE 9/9)')).toBe('dated heading');
    expect(r.rows).toEqual([
      [2, 'Chapter 2, "Rivers and Roads"', '20-40', '2030-09-09'],
      [2, 'Chapter 3, "Bridges"', '41-60', '2030-09-11'],
    ]);
  });
});
