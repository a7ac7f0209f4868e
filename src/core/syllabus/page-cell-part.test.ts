/**
 * page-cell-part.ts: a table whose reading cell is broken over two lines, the page reference alone on the
 * second (`Chapter 3,` / `p.40-p.52`). Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { joinPageParts } from './page-cell-part';
import { read } from './layouts/testing';

describe('joinPageParts', () => {
  it('joins a page-only part to the page-less part before it', () => {
    expect(joinPageParts(['Chapter 3,', 'p.40-p.52'])).toEqual(['Chapter 3, p.40-52']);
    expect(joinPageParts(['Unit 2', 'pp. 7–19'])).toEqual(['Unit 2, pp.7-19']);
  });
  it('keeps a page part after a part with pages of its own, and any other part', () => {
    expect(joinPageParts(['Chapter 3, pp. 1-9', 'p.40-p.52'])).toEqual(['Chapter 3, pp. 1-9', 'p.40-p.52']);
    expect(joinPageParts(['Chapter 3', 'Quiz 1'])).toEqual(['Chapter 3', 'Quiz 1']);
  });
});

describe('a week table with the reading cell split over two lines', () => {
  it('reads one reading per week with the pages of the second line', () => {
    const r = read([
      'Week',
      'Topic',
      'Readings (textbook)',
      'Remarks',
      '1',
      'Harbours and tides',
      'Where the river meets the sea',
      'Chapter 3,',
      'p.40-p.52',
      '2',
      'Bridges',
      'Stone and timber',
      'Chapter 5',
      'p.60-p.75',
      '3',
      'Canals',
      'Locks and weirs',
      'Chapter 6,',
      'p.76-90',
    ]);
    expect(r.rows.map(([w, t, p]) => [w, t, p])).toEqual([
      [1, 'Chapter 3', '40-52'],
      [2, 'Chapter 5', '60-75'],
      [3, 'Chapter 6', '76-90'],
    ]);
  });
});
