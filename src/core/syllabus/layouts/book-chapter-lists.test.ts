import { describe, expect, it } from 'vitest';
import { bookChapterLists } from './book-chapter-lists';
import { read } from './testing';

describe('a reading cell of book abbreviations over bare chapter lists', () => {
  it('gives one reading per listed chapter, under its book', () => {
    expect(bookChapterLists('QB: Preface, 2-4, RT: 3,9')).toEqual([
      'QB Ch. Preface',
      'QB Ch. 2-4',
      'RT Ch. 3',
      'RT Ch. 9',
    ]);
  });

  it('leaves a cell of one book, prose, or items that are not chapters', () => {
    expect(bookChapterLists('QB: 2-4')).toBeNull();
    expect(bookChapterLists('Note: read the first two chapters, RT: 3')).toBeNull();
    expect(bookChapterLists('QB: 2-4, RT: Smith on tides')).toBeNull();
  });

  it('splits the cells of a week table', () => {
    const r = read([
      'Week | Topics | Reading',
      '1 | Openings | QB: Preface, 2-4, RT: 3,9',
      '2 | Middles | QB: 5-6, RT: 10',
    ]);
    expect(r.rows.map(([w, t]) => [w, t])).toEqual([
      [1, 'QB Ch. Preface'],
      [1, 'QB Ch. 2-4'],
      [1, 'RT Ch. 3'],
      [1, 'RT Ch. 9'],
      [2, 'QB Ch. 5-6'],
      [2, 'RT Ch. 10'],
    ]);
  });
});
