import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: numbered classes', () => {
  const r = read([
    'Fall 2023',
    '## Lesson 01 - Aug. 22',
    'Read pages 1-22.',
    '## Lesson 02 - Aug. 24',
    'Read pages 23-40.',
    '## Lesson 03 - Aug. 29',
    'Read pages 41-58.',
  ]);

  it('takes the date a class heading carries and groups classes into calendar weeks', () => {
    expect(r.region('Lesson 01')).toBe('class heading');
    expect(r.rows.map((x) => [x[0], x[2], x[3]])).toEqual([
      [1, '1-22', '2023-08-22'],
      [1, '23-40', '2023-08-24'],
      [2, '41-58', '2023-08-29'],
    ]);
  });
});
