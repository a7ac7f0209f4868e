/**
 * Calendar classes of the fresh9 round, each on a small made-up example (no text of a corpus
 * document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a yearless schedule that lists February 29', () => {
  it('counts its weeks in a leap year', () => {
    const r = read([
      'Calendar',
      '2/22  Hume, Enquiry, pp. 10-20',
      '2/24  Hume, Enquiry, pp. 21-30',
      '2/26  Hume, Enquiry, pp. 31-40',
      '2/29  Kant, Prolegomena, pp. 1-10',
      '3/2  Kant, Prolegomena, pp. 11-20',
      '3/4  Kant, Prolegomena, pp. 21-30',
      '3/7  Kant, Prolegomena, pp. 31-40',
    ]);
    expect(r.rows.map(([week]) => week)).toEqual([1, 1, 1, 2, 2, 2, 3]);
  });
});
