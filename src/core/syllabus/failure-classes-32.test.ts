/**
 * Failure classes of the fresh21 folder at first sight (structurer of 31bff09), each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('class lines that run their labelled reading groups together', () => {
  const schedule = [
    'WEEK ONE',
    'Feb. 2 (Tue.) Origins of the form Manual: Kerman, chapter 1, pp. 1-20 Web: Review the museum guide',
    'Feb. 4 (Thu.) Sources and scores Manual: Kerman, chapter 2, pp. 21-44 Scores: Haydn Op. 33',
    'WEEK TWO',
    'Feb 9 (Tue.) Sonata forms Scores: Mozart K. 331 Web: Review the recordings page',
    'Feb 11 (Thu.) Genres Manual: Kerman, chapter 3, pp. 45-70 Scores: Bach BWV 1007',
  ];

  it('reads each labelled page range as a reading of its own class, not the class topic', () => {
    const r = read(schedule);
    expect(r.titles.filter((t) => t.includes('Kerman'))).toHaveLength(3);
    expect(r.titles.some((t) => t.includes('Origins of the form'))).toBe(false);
    expect(r.titles.some((t) => t.includes('Genres'))).toBe(false);
  });
});
