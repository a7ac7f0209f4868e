import { describe, expect, it } from 'vitest';
import { isPartOfWork } from './work-part';

describe('a book part named in a sentence of its own after the book', () => {
  it('is a part of the work just named', () => {
    expect(isPartOfWork('Ann Lee. 2011. Routes of the River, 3rd Edition', 'Chapter 2: Bridges')).toBe(true);
    expect(isPartOfWork('Bo Park. 2020. The Long Tide', 'Chapters 11, 16, 20, 30')).toBe(true);
    expect(
      isPartOfWork('Cy Moss. 2018. Harbor Lives: Work by Other Means', 'Introduction or Chapter 1'),
    ).toBe(true);
  });

  it('is no part after a bare part, nor anything but a part', () => {
    expect(isPartOfWork('Ch 3', 'Ch 4')).toBe(false);
    expect(isPartOfWork('Bo Park. 2020. The Long Tide', 'Quiz 2 on Friday')).toBe(false);
    expect(isPartOfWork('Bo Park. 2020. The Long Tide', 'Smith, Harbors, pp. 4-9')).toBe(false);
  });
});
