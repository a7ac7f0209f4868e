import { describe, expect, it } from 'vitest';
import { lineTextAt } from './line-text';

describe('lineTextAt: the text of a prepared line by its page and line number', () => {
  const lines = [
    { page: 1, line: 1, text: 'Week 1' },
    { page: 1, line: 2, text: 'Sept. 8 | Negligence' },
    { page: 1, line: 2, text: 'CB 145-160' },
    { page: 2, line: 1, text: 'Week 2' },
  ];

  it('gives the line at a place, the last piece when a line was split in several', () => {
    const textAt = lineTextAt(lines);
    expect(textAt({ page: 1, line: 1 })).toBe('Week 1');
    expect(textAt({ page: 1, line: 2 })).toBe('CB 145-160');
    expect(textAt({ page: 2, line: 1 })).toBe('Week 2');
  });

  it("gives '' for a place no line has", () => {
    expect(lineTextAt(lines)({ page: 3, line: 1 })).toBe('');
    expect(lineTextAt([])({ page: 1, line: 1 })).toBe('');
  });

  it('keeps the places of a long page apart from the next page', () => {
    const long = [
      { page: 1, line: 1_048_576, text: 'far down page 1' },
      { page: 2, line: 0, text: 'top of page 2' },
    ];
    const textAt = lineTextAt(long);
    expect(textAt({ page: 1, line: 1_048_576 })).toBe('far down page 1');
    expect(textAt({ page: 2, line: 0 })).toBe('top of page 2');
    expect(textAt({ page: 1, line: 0 })).toBe('');
  });
});
