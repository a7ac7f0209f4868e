import { describe, expect, it } from 'vitest';
import { isCompletedReading } from './completion-label';

describe('isCompletedReading', () => {
  it('takes a completion label before a work and the part in parentheses', () => {
    expect(isCompletedReading('Complete: Middlemarch (Ch. 1-8)')).toBe(true);
    expect(isCompletedReading('Finish: Bleak House (Books 2 and 3)')).toBe(true);
    expect(isCompletedReading('Complete: Bleak House (Appendix B: Letters)')).toBe(true);
  });

  it('leaves tasks alone', () => {
    expect(isCompletedReading('Complete the quiz on chapter 3')).toBe(false);
    expect(isCompletedReading('Complete: Worksheet 3')).toBe(false);
    expect(isCompletedReading('Complete: online survey (by Friday)')).toBe(false);
  });
});
