import { describe, expect, it } from 'vitest';
import { lineTextAt, placeTable } from './line-text';

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

describe('placeTable: values by page and line number', () => {
  it('keeps each place apart, gives undefined where nothing was set, and a later value wins', () => {
    const table = placeTable<string>();
    table.set(1, 2, 'a');
    table.set(12, 1, 'b');
    table.set(1, 2, 'c');
    expect(table.get(1, 2)).toBe('c');
    expect(table.get(12, 1)).toBe('b');
    expect(table.get(1, 12)).toBeUndefined();
    expect(table.get(2, 1)).toBeUndefined();
  });

  it('takes any number as a key, as a Map would', () => {
    const table = placeTable<number>();
    table.set(0, 1.5, 1);
    table.set(-1, 3, 2);
    table.set(1e7, 0, 3);
    expect(table.get(0, 1.5)).toBe(1);
    expect(table.get(-1, 3)).toBe(2);
    expect(table.get(1e7, 0)).toBe(3);
    expect(table.get(0, 1)).toBeUndefined();
  });
});
