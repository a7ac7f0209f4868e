import { describe, expect, it } from 'vitest';
import { opensWithChapterMark, splitChapterTitled } from './chapter-titled-list';

describe('chapters named by their titles, each closed by its number in parentheses', () => {
  it('cuts after each chapter mark followed by a joining word or comma and a capitalised title', () => {
    expect(splitChapterTitled('Rivers and Deltas (Chap. 3) and Ice on the Move (Chap. 4)')).toEqual([
      'Rivers and Deltas (Chap. 3)',
      'Ice on the Move (Chap. 4)',
    ]);
    expect(splitChapterTitled('Dunes (Ch. 5), Wind and Sand (Ch. 6) and Coasts (Chapter 7)')).toEqual([
      'Dunes (Ch. 5)',
      'Wind and Sand (Ch. 6)',
      'Coasts (Chapter 7)',
    ]);
  });

  it('leaves one titled chapter, or marks not followed by a new title, whole', () => {
    expect(splitChapterTitled('Rivers and Deltas (Chap. 3)')).toEqual(['Rivers and Deltas (Chap. 3)']);
    expect(splitChapterTitled('Rivers (Chap. 3) and then (Chap. 4) again')).toEqual([
      'Rivers (Chap. 3) and then (Chap. 4) again',
    ]);
  });

  it('knows a chapter mark at the start of the text', () => {
    expect(opensWithChapterMark('(Chap. 11) and Earth')).toBe(true);
    expect(opensWithChapterMark('(see Chap. 11)')).toBe(false);
  });
});
