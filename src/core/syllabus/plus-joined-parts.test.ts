/** References joined by ` + ` in one cell, each a reading (plus-joined-parts.ts). Small made-up examples. */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { splitPlusJoined } from './plus-joined-parts';

describe('plus-joined parts', () => {
  it('splits a chapter and its anthology readings joined by +', () => {
    expect(splitPlusJoined('Chapter 6 + Readings 6.2-6.5')).toEqual(['Chapter 6', 'Readings 6.2-6.5']);
    expect(splitPlusJoined('Ch. 2 + Sections 2.1-2.4 + Appendix 2')).toEqual([
      'Ch. 2',
      'Sections 2.1-2.4',
      'Appendix 2',
    ]);
  });

  it('leaves a title with a + in it whole', () => {
    expect(splitPlusJoined('C + Data Structures, Chapter 3')).toEqual(['C + Data Structures, Chapter 3']);
    expect(splitPlusJoined('Chapter 3 + notes')).toEqual(['Chapter 3 + notes']);
    expect(splitPlusJoined('Chapter 3')).toEqual(['Chapter 3']);
  });

  it('gives two readings of a reading cell joining them', () => {
    const r = read([
      '| Week | Date | Topic | Reading |',
      '|---|---|---|---|',
      '| 1 | Sep 7 | Deltas | Chapter 6 + Readings 6.2-6.5 |',
      '| 2 | Sep 14 | Harbours | Chapter 7 + Readings 7.1 |',
    ]);
    // A bare section range in a reading cell is titled by its unit, as any such cell is.
    expect(r.titles).toEqual(['Chapter 6', 'Sections 6.2-6.5', 'Chapter 7', 'Sections 7.1']);
  });
});
