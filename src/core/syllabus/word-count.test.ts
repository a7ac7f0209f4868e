import { describe, expect, it } from 'vitest';
import { isWhitespaceCode, leadingSpaceWidth, wordCount } from './word-count';

const bySplit = (t: string) => t.split(/\s+/).filter(Boolean).length;

describe('wordCount', () => {
  it('counts the words between runs of whitespace, as split and filter do', () => {
    const texts = [
      '',
      '   ',
      'one',
      ' Smith, Torts  pp. 1-20 ',
      'a\tb\nc\r\nd\u000be\u000cf',
      'Week\u00a01\u2003Reading\u3000Ch. 2\u202fand\u205f3\u2028x\u2029y\ufeffz\u1680w',
      'zero\u200bwidth joiner', // U+200B is no whitespace
      'emoji 📚 and ideographs 読む',
    ];
    for (const t of texts) expect(wordCount(t)).toBe(bySplit(t));
  });

  it('treats as whitespace exactly the code units \\s matches', () => {
    for (let c = 0; c <= 0xffff; c++) expect(isWhitespaceCode(c)).toBe(/\s/.test(String.fromCharCode(c)));
  });
});

describe('leadingSpaceWidth', () => {
  it('counts the whitespace opening a text, as /^\\s*/ matches it', () => {
    for (const t of ['', '   ', 'a', '  - item', '\t\u00a0\u3000x y', '\n\r\nz', ' \u200bx'])
      expect(leadingSpaceWidth(t)).toBe(/^\s*/.exec(t)![0].length);
  });
});
