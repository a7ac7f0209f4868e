import { describe, expect, it } from 'vitest';
import { readingColumnEnd } from './reading-column-head';

describe('readingColumnEnd', () => {
  const words = 'Date Topic Reading assignment Sept 4 Intro'.split(' ');

  it('ends after a reading column named by one or two words', () => {
    expect(readingColumnEnd(words, 0, 6)).toBe(4);
    expect(readingColumnEnd('DATE TOPIC READINGS 9/4 Intro'.split(' '), 0, 6)).toBe(3);
  });

  it('finds nothing past its span or past a word that stops it', () => {
    expect(readingColumnEnd(words, 0, 2)).toBe(-1);
    expect(readingColumnEnd(words, 0, 6, (w) => w === 'Topic')).toBe(-1);
  });
});
