import { describe, expect, it } from 'vitest';
import { parenthesisedDate } from './paren-date';
import { read } from './testing';

describe('a printed week with the class day in parentheses: `Week 2 (March 9) works`', () => {
  const lines = [
    'Week 1 (March 2) Introduction',
    'Week 1 (March 4) Ortega, "Salt and Harbours"',
    'Week 2 (March 9) Marsh, "The Toll Roads," Lund, "Ferries"',
    'Week 2 (March 11) Ortega, "Market Towns"',
  ];

  it('takes the date out of the works, so each reads as author and title', () => {
    const r = read(lines);
    expect(r.rows.map(([w, t]) => [w, t])).toEqual([
      [1, 'Ortega, "Salt and Harbours"'],
      [2, 'Marsh, "The Toll Roads,"'],
      [2, 'Lund, "Ferries"'],
      [2, 'Ortega, "Market Towns"'],
    ]);
  });

  it('reads only a date closed by its parenthesis', () => {
    expect(parenthesisedDate('(March 9) Marsh')?.rest).toBe('Marsh');
    expect(parenthesisedDate('(see March 9) Marsh')).toBeNull();
    expect(parenthesisedDate('March 9 Marsh')).toBeNull();
  });
});
