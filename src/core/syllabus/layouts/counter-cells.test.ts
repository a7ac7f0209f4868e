import { describe, expect, it } from 'vitest';
import { isCounterRow } from './counter-cells';
import { read } from './testing';

describe('layout: class-counter rows of a dated table', () => {
  it('knows a row of a weekday and bare counters', () => {
    expect(isCounterRow(['Monday', '4', '2', '4'])).toBe(true);
    expect(isCounterRow(['7', '3'])).toBe(true);
    expect(isCounterRow(['Wed', '5', 'Fables'])).toBe(false);
    expect(isCounterRow(['12'])).toBe(false);
    expect(isCounterRow(['Mon', 'Tue', '1', '2'])).toBe(false);
  });

  it('takes no reading from a date | weekday | class | week | lecture table', () => {
    const r = read([
      'Spring 2031',
      'Date | Weekday | Class | Week | Lecture',
      '2031-01-13 | Monday | 1 | 1 | 1',
      '2031-01-15 | Wednesday | 2 | 1 | 2',
      '2031-01-20 | Monday | 3 | 2 | 3',
      '2031-01-22 | Wednesday | 4 | 2 | 4',
    ]);
    expect(r.titles).toEqual([]);
  });

  it('still reads a dated row whose cells name a reading', () => {
    const r = read([
      'Spring 2031',
      '| 2031-01-13 | Monday | Fables | Aesop 1-12 |',
      '| 2031-01-15 | Wednesday | Myths | Ovid 3-9 |',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['1-12', '3-9']);
  });
});
