/**
 * entitled-work.ts (round 39, fresh54 l543): a read instruction that names its work in prose, `the article
 * entitled <Title> by <Author>`. Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { entitledWork } from './entitled-work';
import { read } from './layouts/testing';

describe('entitledWork', () => {
  it('reads the title and the author of an entitled work', () => {
    expect(
      entitledWork(
        'Before the first class, please read carefully the article entitled Water Rights in the West by Ann Moss.',
      ),
    ).toBe('Ann Moss, Water Rights in the West');
    expect(entitledWork('Please read the essay titled “On Shared Wells” by John Q. Public')).toBe(
      'John Q. Public, On Shared Wells',
    );
  });

  it('is null when no work is named that way', () => {
    expect(entitledWork('Please read the article carefully before class.')).toBeNull();
    expect(entitledWork('The article entitled Water Rights by Ann Moss is optional.')).toBeNull();
  });
});

describe('an assignment page naming one article in prose', () => {
  it('takes the article as the first class reading', () => {
    const r = read([
      'Fall 2019 Initial Class Assignment for: Water Law Seminar',
      'Instructor: Moss',
      'First class date: Aug 21, 2019',
      'Instructions: Before the first day of class, please read carefully the article entitled Water Rights in the West by Ann Moss.',
      'The seminar meets every week. Students will write a paper.',
    ]);
    expect(r.titles.some((t) => t.includes('Water Rights in the West'))).toBe(true);
  });
});
