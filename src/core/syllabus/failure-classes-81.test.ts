/**
 * Failure class of round 45 (fresh45 h454, first sight): pipe rows with no header row, each opened by a numbered
 * session label — `Session 1 | Topic | Reading` — with a description paragraph under each row. The rows were run
 * into one week's topic and their reading cells never read. Small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('header-less pipe rows opened by a numbered session label', () => {
  const page = [
    'Evening Course: The Stoics',
    '',
    'Session 1 | Virtue and Fortune | Letters 1 to 4',
    '',
    'We meet the letters and ask what a good life needs.',
    '',
    'Session 2 | Anger | On Anger, book one (complete)',
    '',
    'Is anger ever useful? A discussion of the first book.',
    '',
    'Session 3 | Time and Death | On the Shortness of Life',
  ];

  it('reads each row as its own class, the topic cell as topic and the last cell as its reading', () => {
    const r = read(page);
    expect(r.rows).toEqual([
      [1, 'Letters 1 to 4', null, null],
      [2, 'On Anger, book one (complete)', null, null],
      [3, 'On the Shortness of Life', null, null],
    ]);
    expect(r.region('Session 2 | Anger')).toBe('class heading');
  });
});
