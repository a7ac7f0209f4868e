import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: numbered topics (one per week)', () => {
  const r = read([
    '1. The Weimar Republic (Wall, 1-20)',
    '2. The Nazi Movement (Wall, 36-40)',
    '3. The Seizure of Power (Wall, 41-60)',
  ]);

  it('makes one week per undated numbered item, the parenthesis holding its reading', () => {
    expect(r.region('1. The Weimar')).toBe('numbered topic');
    expect(r.rows).toEqual([
      [1, 'Wall', '1-20', null],
      [2, 'Wall', '36-40', null],
      [3, 'Wall', '41-60', null],
    ]);
  });
});
