/**
 * Failure class of round 39 (fresh54 l547): one class line writes a weekday that disagrees with its date
 * (`Class #4 – Thursday, September 19` under `FALL 2017`, where September 19 is a Tuesday). The session's own
 * weekday was counted twice (once as the session's, once again found in the text as a prose weekday date), which
 * made one slip outweigh the term's year and moved every date to another year. A session's weekday-labelled date
 * found again in the text is the same evidence (years.ts, notOnSessions): with one written weekday, the term's
 * year stands. Small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { notOnSessions } from './years';

const SYLLABUS = [
  'TORTS',
  'FALL 2017',
  'Class #1 – August 29',
  'Reading: Casebook pages 1-20',
  'Class #2 – September 5',
  'Reading: Casebook pages 21-40',
  'Class #3 – September 12',
  'Reading: Casebook pages 41-60',
  'Class #4 – Thursday, September 19',
  'Reading: Casebook pages 61-80',
];

describe('one written weekday that disagrees with the term year', () => {
  it('keeps the term year for every date', () => {
    const r = read(SYLLABUS);
    expect(r.rows.map(([, , , date]) => date)).toEqual([
      '2017-08-29',
      '2017-09-05',
      '2017-09-12',
      '2017-09-19',
    ]);
  });

  it('counts a session weekday found again in the prose once', () => {
    const session = { date: { month: 9, day: 19 }, weekday: 4 };
    expect(notOnSessions([{ date: { month: 9, day: 19 }, weekday: 4 }], [session])).toEqual([]);
    expect(notOnSessions([{ date: { month: 10, day: 3 }, weekday: 2 }], [session])).toEqual([
      { date: { month: 10, day: 3 }, weekday: 2 },
    ]);
  });
});
