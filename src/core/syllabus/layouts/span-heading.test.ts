import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: unit with a date range (spanning weeks)', () => {
  const r = read([
    'Part 1 -- Orientation -- 1/18 - 1/27',
    '  • Plagiarism quiz',
    'Part 2 - Colonial Backgrounds -- 1/30 - 2/10',
    '  • Required Reading: McManus & Helfman, Chapters 1-5',
    '  • Writing Assignment 1',
    'Part 3 – The Early Republic -- 2/13 - 3/6',
    '  • Required Reading: McManus & Helfman, Chapters 6-10',
    '                      Urofski, Chapters 1-7',
  ]);

  it('opens one session per unit at its first date; its readings go to that week', () => {
    expect(r.region('Part 2')).toBe('unit heading');
    expect(r.rows).toEqual([
      [2, 'McManus & Helfman, Chapters 1-5', null, null],
      [4, 'McManus & Helfman, Chapters 6-10', null, null],
      [4, 'Urofski, Chapters 1-7', null, null],
    ]);
    expect(r.s.weeks.find((w) => w.weekNumber === 2)?.topic).toBe('Colonial Backgrounds');
  });
});
