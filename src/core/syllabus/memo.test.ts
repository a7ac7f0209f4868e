import { describe, expect, it } from 'vitest';
import { arrayMemo, clearTextMemos, textMemo } from './memo';

describe('textMemo', () => {
  it('answers each text once, the last text too, and again after the memos are cleared', () => {
    const asked: string[] = [];
    const length = textMemo((t: string) => {
      asked.push(t);
      return { n: t.length };
    });
    const first = length('abc');
    expect(length('abc')).toBe(first);
    expect(length('ab')).toEqual({ n: 2 });
    expect(length('abc')).toBe(first);
    expect(asked).toEqual(['abc', 'ab']);
    clearTextMemos();
    expect(length('abc')).not.toBe(first);
    expect(length('abc')).toEqual({ n: 3 });
    expect(asked).toEqual(['abc', 'ab', 'abc']);
  });

  it('keeps a null answer as an answer', () => {
    let calls = 0;
    const none = textMemo((_t: string) => {
      calls++;
      return null;
    });
    expect(none('x')).toBeNull();
    expect(none('x')).toBeNull();
    expect(calls).toBe(1);
  });
});

describe('arrayMemo', () => {
  it('answers each array once, and again after a clear', () => {
    const asked: string[][] = [];
    const count = arrayMemo((items: readonly string[]) => {
      asked.push([...items]);
      return { n: items.length };
    });
    const lines = ['Mon 9:00', 'Week 1'];
    const first = count(lines);
    expect(count(lines)).toBe(first);
    // Another array, even with the same lines, is asked again (identity, not content).
    const copy = [...lines];
    expect(count(copy)).toEqual({ n: 2 });
    expect(count(lines)).toBe(first);
    expect(count(copy)).toEqual({ n: 2 });
    expect(asked).toHaveLength(2);
    clearTextMemos();
    expect(count(lines)).not.toBe(first);
    expect(asked).toHaveLength(3);
  });
});
