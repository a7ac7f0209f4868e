import { describe, expect, it } from 'vitest';
import { conditionalReading } from './conditional-read';

describe('conditional readings', () => {
  it('returns the work after `If ..., read` when it has a reading’s shape', () => {
    expect(conditionalReading('If your name starts with A-M, read Roe v. Wade, 410 U.S. 113 (1973)')).toBe(
      'Roe v. Wade, 410 U.S. 113 (1973)',
    );
    expect(conditionalReading('If you have time, read the news')).toBeNull();
    expect(conditionalReading('Read Roe v. Wade')).toBeNull();
  });
});
