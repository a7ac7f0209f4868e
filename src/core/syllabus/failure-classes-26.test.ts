/**
 * Failure classes left on the unseen folders fresh16 / fresh17 after their first round, each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { splitRepeatedSource } from './repeated-source';

describe('chapters in parentheses inside a week heading (`WEEK 2: March 3, 5 (chapt. 2, chapt. 3)`)', () => {
  it('reads each chapter as a reading of that week', () => {
    const r = read([
      'WEEK 1: March 3, 5 (chapt. 1)',
      'Origins of the office',
      'WEEK II: March 10, 12 (chapt. 2, chapt 3)',
      'Powers and limits',
      'WEEK 3: March 17 (Ch. 4-5), Review Week',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Chapter 1'],
      [2, 'Chapter 2'],
      [2, 'Chapter 3'],
      [3, 'Chapter 4-5'],
    ]);
  });

  it('leaves the chapters a test covers and a parenthesised note alone', () => {
    const r = read([
      'Week 4: April 2 Test 2 (Ch. 1-3)',
      'Week 5: April 9 (see the handout)',
      'Tidewater farms',
    ]);
    expect(r.rows.filter((x) => String(x[1]).startsWith('Chapter'))).toEqual([]);
  });
});

describe('weekday labels with a point inside a week heading that gives its date range', () => {
  it('opens one class per label, dated on that weekday of the range', () => {
    const r = read([
      'Fall 2021',
      'Week One (Sep. 7-9)',
      'Tu. Hale, Harbor Days, pp. 12-30',
      'Th. Carver, Letters from the Bay 31-44',
      'Week Two (Sep. 14-16)',
      'Tu. Ames, The Common Field 45-60',
    ]);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2021-09-07'],
      [1, '2021-09-09'],
      [2, '2021-09-14'],
    ]);
    expect(r.s.meetingDays).toEqual(['tuesday', 'thursday']);
  });
});

describe('a run-on list of passages from one source on one line (`Kell, pp. 4-9 (Ames) Kell, pp. 20-24 (Bo)`)', () => {
  it('cuts the line before each cite of the repeated source, the lead words kept with the first', () => {
    expect(
      splitRepeatedSource(
        'Read these: Kell, pp. 40-52 (Ames, Bo) Kell, pp. 60-61 (Cray) Notes on the county "tenancy" reform',
      ),
    ).toEqual([
      'Read these: Kell, pp. 40-52 (Ames, Bo)',
      'Kell, pp. 60-61 (Cray) Notes on the county "tenancy" reform',
    ]);
  });

  it('leaves a line with one cite of each source whole', () => {
    const line = 'Kell, pp. 40-52 and Ames, pp. 3-9 (both on tenancy)';
    expect(splitRepeatedSource(line)).toEqual([line]);
  });

  it('gives each passage its own reading', () => {
    const r = read([
      'Week 1: Tenancy',
      'Read the following: Kell, pp. 40-52 (Ames, Bo) Kell, pp. 60-61 (Cray)',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['40-52', '60-61']);
  });
});

describe('`Extracts from:` alone on its line over author-work lines', () => {
  it('opens a reading block: each line under it is a reading', () => {
    const r = read([
      'Week 3: Sympathy',
      'Extracts from:',
      'Mara Quill, The Patient Neighbour',
      'Oskar Brandt, ‘Why cats stare’',
    ]);
    expect(r.titles).toEqual(['Mara Quill, The Patient Neighbour', 'Oskar Brandt, ‘Why cats stare’']);
  });
});
