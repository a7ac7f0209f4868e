import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: fixed-width table', () => {
  const r = read([
    'Spring 2018',
    'Day          Topic                Reading',
    '2018-02-13   Nietzsche            Zarathustra, pp. 1-40',
    '2018-02-15   Nietzsche again      Genealogy, pp. 41-90',
  ]);

  it('reads the Reading column by position under its header', () => {
    // Every cell on its column's start: written as pipe rows (spaced-columns.ts), one column model for both.
    expect(r.region('2018-02-13')).toBe('table row');
    expect(r.rows).toEqual([
      [1, 'Zarathustra', '1-40', '2018-02-13'],
      [1, 'Genealogy', '41-90', '2018-02-15'],
    ]);
  });

  it('reads by the nearest column a table whose cells stand off their header', () => {
    const off = read([
      'Spring 2018',
      'Day          Topic                Reading',
      '2018-02-13  Nietzsche           Zarathustra, pp. 1-40',
      '2018-02-15    Nietzsche again     Genealogy, pp. 41-90',
    ]);
    expect(off.region('2018-02-13')).toBe('fixed-width table');
    expect(off.rows).toEqual([
      [1, 'Zarathustra', '1-40', '2018-02-13'],
      [1, 'Genealogy', '41-90', '2018-02-15'],
    ]);
  });
});
