/**
 * Failure classes of round 36: a schedule whose cells name only `reading N`, the works listed by number
 * elsewhere in the document (numbered-reading-list.ts). Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { entryWorks } from './numbered-reading-list';
import { read } from './layouts/testing';

const SCHEDULE = [
  '# Calendar',
  '| Date | Lecture | Assignments |',
  '|---|---|---|',
  '| 9/7 | Harbours and tides | Assigned: reading 1 |',
  '| 9/14 | Pilots | Assigned: reading 2, lab 1 |',
  '| | | Due: reading 1 |',
  '| 9/21 | Salvage | Assigned: reading 3 |',
  '| | | Due: reading 2, lab 1 |',
  '| 9/28 | Charts | Due: reading 3 |',
  '',
  '# Readings',
];

describe('a schedule naming the works of a numbered reading list by number', () => {
  it('reads each entry into the class it is due for, and the bare references are no readings', () => {
    const r = read([
      ...SCHEDULE,
      '* reading 1 - Marlow 3.1-3.4, https://harbourstudies.org/tides.html',
      '* reading 2 - https://pilotsguild.org/history.pdf, Tide tables video https://www.youtube.com/watch?v=abc',
      '* reading 3 - Marlow 7.2-7.5',
    ]);
    expect(r.titles.some((t) => /reading \d/i.test(t))).toBe(false);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [2, 'Marlow 3.1-3.4'],
      [2, 'https://harbourstudies.org/tides.html'],
      [3, 'https://pilotsguild.org/history.pdf'],
      [4, 'Marlow 7.2-7.5'],
    ]);
  });

  it('places an entry named only once, without a due label, at that class', () => {
    const r = read([
      '| Date | Topic | Work |',
      '|---|---|---|',
      '| 9/7 | Harbours | Reading 1 |',
      '| 9/14 | Pilots | Reading 2 |',
      '| 9/21 | Salvage | Reading 3 |',
      '',
      'Reading 1: Marlow, The Harbour Book, pp. 1-20',
      'Reading 2: Marlow, The Harbour Book, pp. 21-40',
      'Reading 3: Marlow, The Harbour Book, pp. 41-60',
    ]);
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [1, '1-20'],
      [2, '21-40'],
      [3, '41-60'],
    ]);
  });
});

describe('the works of a list entry', () => {
  it('are cut at their web addresses, a video left out', () => {
    expect(
      entryWorks('Crash Course 1 https://youtu.be/x, https://harbourstudies.org/b, Smith 2.1-2.4, 5.7'),
    ).toEqual([
      { text: 'https://harbourstudies.org/b', address: true },
      { text: 'Smith 2.1-2.4, 5.7', address: false },
    ]);
  });

  it('stay one work when no address separates them', () => {
    expect(entryWorks('Marlow, The Harbour Book, pp. 1-20')).toEqual([
      { text: 'Marlow, The Harbour Book, pp. 1-20', address: false },
    ]);
  });
});
