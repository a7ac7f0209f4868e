/**
 * Calendar failure classes of the fresh22 folder at first sight, each on a small made-up example (no
 * text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a class page whose header joins the class number and its date with a middle dot', () => {
  const page = [
    'Class 3 · Sep 9 (Wed)',
    'Duty and breach',
    'Module I · Fall 2026',
    'Reading',
    'Chapter 3 (full).',
  ];

  it('dates the class, so its reading, its meeting day and the first class are known', () => {
    const r = read(page);
    expect(r.rows[0]?.[3]).toBe('2026-09-09');
    expect(r.s.meetingDays).toEqual(['wednesday']);
  });
});
