import { describe, expect, it } from 'vitest';
import { isSkippedPart, skippedChapters, withoutSkippedChapters } from './skipped-part';

describe('a sentence that withdraws a chapter', () => {
  it('is no reading unless it also assigns something', () => {
    expect(isSkippedPart('Actually, you can skip Chap. 10.')).toBe(true);
    expect(isSkippedPart("(why don't we skip Chap. 6")).toBe(true);
    expect(isSkippedPart('Read Chapter 3, skip section 3.4')).toBe(false);
    expect(isSkippedPart('Skipping rope and other games, Ch. 2')).toBe(false);
    expect(isSkippedPart('Durand, Selections from The Order of Things in Society (skip chapter 3)')).toBe(
      false,
    );
  });

  it('drops the titled chapter the same text tells the students to skip', () => {
    const skipped = skippedChapters('Read: Dunes (Ch. 5) and Coasts (Ch. 6). Actually, skip Ch. 6.');
    expect([...skipped]).toEqual(['6']);
    const drafts = [{ title: 'Dunes (Ch. 5)' }, { title: 'Coasts (Ch. 6)' }];
    expect(withoutSkippedChapters(drafts, skipped)).toEqual([{ title: 'Dunes (Ch. 5)' }]);
  });
});
