import { describe, expect, it } from 'vitest';
import { isVenueTail } from './venue-tail';

describe('the venue closing an author-date entry', () => {
  it('follows a quoted title: journal, volume and pages to the end', () => {
    expect(isVenueTail('Ann Lee. 2015. “Routes and Roads.” ', 'Journal of Maps 35: 249-264.')).toBe(true);
    expect(isVenueTail('Bo Park. 2002. “Tides.” ', 'The Sea Review 11(1): 55-60.')).toBe(true);
  });

  it('is nothing else: no quoted title before, or more than a venue after', () => {
    expect(isVenueTail('Ann Lee. 2015. Routes and Roads. ', 'Journal of Maps 35: 249-264.')).toBe(false);
    expect(isVenueTail('Ann Lee. 2015. “Routes.” ', 'Read it twice. Journal of Maps 35: 249-264.')).toBe(
      false,
    );
    expect(isVenueTail('Ann Lee. 2015. “Routes.” ', 'Bring the journal to class.')).toBe(false);
  });
});

describe('the venue check at every sentence break', () => {
  it('does not scan a long rest', () => {
    expect(isVenueTail('Ann Lee. 2015. “Routes.” ', `Journal ${'of '.repeat(100_000)}35: 1-2.`)).toBe(false);
  });
});
