import { describe, expect, it } from 'vitest';
import { chicagoEntry } from './chicago-entry';
import { naturalOrderAuthors } from './natural-order-authors';

describe('natural-order author blocks', () => {
  it('reads a list of names in natural order up to the full stop', () => {
    expect(naturalOrderAuthors('Ana M. Rivas, Tom Ecker, and Li Wen. Counting Votes. Journal, 2015.')).toBe(
      'Ana M. Rivas, Tom Ecker, and Li Wen.',
    );
    expect(naturalOrderAuthors('Ruth Salas and Omar Diaz. Field Work. Lantern Press, 2011.')).toBe(
      'Ruth Salas and Omar Diaz.',
    );
    expect(naturalOrderAuthors('Ines Vidal, editor. Trials. Lantern Press, 2015.')).toBeNull();
    expect(naturalOrderAuthors('Ana M. Rivas. Counting Votes. Lantern Press, 2015.')).toBe('Ana M. Rivas.');
  });

  it('is no block for one plain name, a heading or a sentence', () => {
    expect(naturalOrderAuthors('Course Outline. Introduction to Law. Fall 2024.')).toBeNull();
    expect(naturalOrderAuthors('Read the chapter. Then answer, 2020.')).toBeNull();
    expect(naturalOrderAuthors('Ch. 4 and Ch. 5 from Rivas and Wen.')).toBeNull();
    expect(naturalOrderAuthors('Ana Rivas and Li Wen. 2019. Counting Votes. Lantern Press.')).toBeNull();
    expect(naturalOrderAuthors('Ines Vidal and Tom Ecker, eds. Trials. Lantern Press, 2015.')).toBeNull();
    expect(naturalOrderAuthors('Tom H. Jr. Ecker “Counting Votes,” Journal 25, no. 6 (1996)')).toBeNull();
  });

  it('makes a BibTeX plain-style entry one reading titled by its title', () => {
    const e = chicagoEntry(
      'Ana M. Rivas, Tom Ecker, and Li Wen. Counting votes: evidence from two trials. Journal of Civic Data, 12(3):45–67, 2015.',
    );
    expect(e).toEqual({
      title: 'Counting votes: evidence from two trials',
      citation: 'Ana M. Rivas, Tom Ecker, and Li Wen',
      pages: '45-67',
    });
  });
});
