import { describe, expect, it } from 'vitest';
import { isBareDateList } from './heading-over-dates';

describe('isBareDateList', () => {
  it('takes comma-separated days with optional month words', () => {
    expect(isBareDateList('Aug 25, 27, 29, Sept 3, 5, 8')).toBe(true);
    expect(isBareDateList('Nov 5, 7')).toBe(true);
  });

  it('leaves one date and dated text alone', () => {
    expect(isBareDateList('Nov 5')).toBe(false);
    expect(isBareDateList('Nov 5, 7 Review session')).toBe(false);
    expect(isBareDateList('Chapter 1, 2, 3 (Dec 19)')).toBe(false);
  });
});
