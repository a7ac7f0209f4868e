import { describe, expect, it } from 'vitest';
import { MARGINAL_RANGE, unglueDateFromPassage } from './marginal-passages';

describe('marginal passages', () => {
  it('finds Stephanus and Bekker ranges, not page ranges or problem numbers', () => {
    expect(MARGINAL_RANGE.test('Rep. 327a-328d6')).toBe(true);
    expect(MARGINAL_RANGE.test('read 1094a1-1095b13')).toBe(true);
    expect(MARGINAL_RANGE.test('pp. 327-328')).toBe(false);
    expect(MARGINAL_RANGE.test('problems 1a-1c')).toBe(false);
  });

  it('splits the day that leaves a passage start as long as its end and not above it', () => {
    expect(unglueDateFromPassage('Sept. 22347a7-350c11 [6.5]')).toBe('Sept. 22 347a7-350c11 [6.5]');
    expect(unglueDateFromPassage('Nov. 1602c-605b [5]')).toBe('Nov. 1 602c-605b [5]');
    expect(unglueDateFromPassage('Dec. 1380c-383c [6]')).toBe('Dec. 1 380c-383c [6]');
    expect(unglueDateFromPassage('Nov. 10612b-615c [5]')).toBe('Nov. 10 612b-615c [5]');
    expect(unglueDateFromPassage('Nov. 10 Topic 12a-13b')).toBe('Nov. 10 Topic 12a-13b');
  });
});
