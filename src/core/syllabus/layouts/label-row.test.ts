import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: label row', () => {
  const r = read([
    'Spring 2020',
    '## Class 3 - Jan. 14',
    '| Reading | Ch. 2; Smith, pp. 4-9 |',
    '| Due | Essay 1 |',
  ]);

  it('reads the cells after a Reading label; a Due row is not read', () => {
    expect(r.region('Reading')).toBe('reading label row');
    expect(r.titles).toEqual(['Ch. 2', 'Smith']);
  });
});
