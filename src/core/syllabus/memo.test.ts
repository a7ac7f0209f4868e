import { describe, expect, it } from 'vitest';
import { clearTextMemos, textMemo } from './memo';

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
