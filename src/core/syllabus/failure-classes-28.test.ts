/**
 * Failure classes of the `fresh18` folder (stored public pages), each on a small made-up example (no
 * text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('lab exercise lines whose parenthesised pages are the reading', () => {
  it('takes a titled exercise with pages, not a bare exercise set or a lab exam', () => {
    const r = read([
      'Lab outline (readings from Basic Botany):',
      'Sep. 3        Exercise 1—Seeds and Seedlings (pp. 10-14).',
      'Sep. 10       Exercises 2 & 3: Roots and Stems (pp 20-31 & 40).',
      'Sep. 17       LAB EXAM 1',
      'Sep. 24       Exercises 4, 5 (p. 45)',
    ]);
    expect(r.titles).toEqual(['Exercise 1—Seeds and Seedlings', 'Exercises 2 & 3: Roots and Stems']);
  });
});
