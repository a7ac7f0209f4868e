import { describe, expect, it } from 'vitest';
import { matchesOf } from './matches';

const same = (re: RegExp, text: string) => {
  const want = [...text.matchAll(re)].map((m) => [m.index, ...m]);
  expect(matchesOf(re, text).map((m) => [m.index, ...m])).toEqual(want);
};

describe('matchesOf: the matches matchAll gives, without copying the pattern', () => {
  it('finds every match with its groups and index', () => {
    same(/\b(19[5-9]\d|20[0-4]\d)\b/g, 'Smith (1987), Jones 2003; 2099 and 1949; 2019');
    same(/(\d+)-(\d+)/g, 'pp. 1-20, 31-45 and 100-112');
    same(/x/g, 'no match here');
  });

  it('starts from the beginning whatever the pattern was left at', () => {
    const re = /\d/g;
    re.lastIndex = 5;
    expect(matchesOf(re, '1 2 3').map((m) => m[0])).toEqual(['1', '2', '3']);
    expect(re.lastIndex).toBe(0);
  });

  it('moves past empty matches as matchAll does (a code point in a unicode pattern)', () => {
    same(/a*/g, 'baaac');
    same(/(?:)/gu, 'a😀b');
    same(/(?:)/g, 'a😀b');
  });

  it('lets the caller use the pattern again while going through the matches', () => {
    const re = /\d+/g;
    const seen: string[] = [];
    for (const m of matchesOf(re, '12 34')) seen.push(`${m[0]}:${matchesOf(re, m[0]).length}`);
    expect(seen).toEqual(['12:1', '34:1']);
  });

  it('refuses a pattern that is not global, as matchAll does', () => {
    expect(() => matchesOf(/\d/, '1')).toThrow(TypeError);
  });
});
