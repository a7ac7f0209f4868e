import { describe, expect, it } from 'vitest';
import { isPartOnly } from './part-only-topic';

describe('a topic that is only a part of a work', () => {
  it('is a book, chapter, part, act or canto with its number or range', () => {
    for (const text of [
      'Book 2',
      'Books 5-8',
      'Book 24',
      'Chapter 4',
      'Chs. 3 & 4',
      'Acts IV-V',
      'Cantos XI-XIV.',
    ]) {
      expect(isPartOnly(text)).toBe(true);
    }
  });

  it('is not a topic that names more than the part', () => {
    for (const text of [
      'Book reviews',
      'Book 2 of the Republic and its critics',
      'Chapter 4 quiz',
      'Booking 3',
    ]) {
      expect(isPartOnly(text)).toBe(false);
    }
  });
});
