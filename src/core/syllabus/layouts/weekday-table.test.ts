import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: weekday-column table', () => {
  const r = read([
    'Spring 2024',
    'Week 1 (1/15 - 1/19)',
    '| Monday | Wednesday | Friday |',
    '| No class.<br>MLK Day | Limits.<br>Read Section 2.1<br>Worksheet 1 | Continuity.<br>Read Section 2.2 |',
  ]);

  it('reads each cell as one class of the week, each <br> part on its own', () => {
    expect(r.region('Monday')).toBe('table header');
    expect(r.rows).toEqual([
      [1, 'Section 2.1', null, '2024-01-17'],
      [1, 'Section 2.2', null, '2024-01-19'],
    ]);
  });
});
