import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: pipe table with a header', () => {
  it('takes the column the header names as readings, "Ch." from a chapters header', () => {
    const r = read([
      'Spring 2023',
      '| Lecture | Date | Topic | Reading (chapters) |',
      '|---|---|---|---|',
      '| 1 | 1/10 | Intro | 1 |',
      '| 2 | 1/17 | Loops | 2 |',
    ]);
    expect(r.region('Lecture')).toBe('table header');
    expect(r.region('1 | 1/10')).toBe('table row');
    expect(r.rows).toEqual([
      [1, 'Ch. 1', null, '2023-01-10'],
      [2, 'Ch. 2', null, '2023-01-17'],
    ]);
  });

  it('reads a "Start" column as the date of a module that spans weeks (Mon-DD dates)', () => {
    const r = read([
      'Start  | Due Date | Chapter | Topic',
      ':------|:---------|:-------:|:------',
      'Aug-27 | Sep-1    | 1       | Intro',
      'Sep-2  | Sep-8    | 2       | Summaries',
      'Sep-9  | Sep-15   | 3       | Probability',
      'Sep-16 | Sep-29   | 4       | Distributions',
      'Sep-30 | Oct-13   | 5       | Inference',
    ]);
    // No year: undated, but the weekly Start rows still give one week each (see schedule.test.ts).
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Ch. 1'],
      [2, 'Ch. 2'],
      [3, 'Ch. 3'],
      [4, 'Ch. 4'],
      [6, 'Ch. 5'],
    ]);
  });
});
