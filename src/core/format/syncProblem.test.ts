import { describe, expect, it } from 'vitest';
import { nextTryText } from './syncProblem';

describe('nextTryText', () => {
  it('counts down whole seconds, rounding up, then says it is trying', () => {
    expect(nextTryText(10_000, 7_500)).toBe('Next try in 3 s.');
    expect(nextTryText(10_000, 9_001)).toBe('Next try in 1 s.');
    expect(nextTryText(10_000, 10_000)).toBe('Trying again now.');
    expect(nextTryText(10_000, 12_000)).toBe('Trying again now.');
  });
});
