import { describe, expect, it } from 'vitest';
import { read } from './testing';
import { weekPairCell } from './week-pair-cell';

describe('a two-week cell `a/a+1` in a week column', () => {
  it('is its first week after a printed week no later than it', () => {
    expect(weekPairCell('4/5', 3)).toBe(4);
    expect(weekPairCell('10 / 11', 8)).toBe(10);
    expect(weekPairCell('4/6', 3)).toBeNull();
    expect(weekPairCell('9/10', undefined)).toBeNull();
    expect(weekPairCell('4/5', 7)).toBeNull();
  });

  it('numbers the rows of an undated week table, and leaves the N.A. cell out', () => {
    const r = read([
      'Weeks | Topic | Chapter Atlas | Chapter Field',
      '1 | Maps | 2 | 1-3',
      '2 | Scales | 3 | N.A.',
      '3/4 | Projections | 4 | 5',
      '5/6 | Surveys | 6 | 7',
    ]);
    expect(r.rows.map(([w]) => w)).toEqual([1, 1, 2, 3, 3, 5, 5]);
    expect(r.s.semesterStart).toBeNull();
  });
});
