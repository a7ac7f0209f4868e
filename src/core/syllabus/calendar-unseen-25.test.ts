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

describe('yearless lectures in pairs two days apart, with a discussion-group row and a break day among them', () => {
  const outline = [
    'Beginnings',
    'Reading: Chapter 1',
    'Sept 9: Welcome',
    'Sept 14: Sources',
    'Sept 14 Group: introductions',
    'The first cities',
    'Reading: Chapter 2',
    'Sept 16: Cities',
    'Sept 21: Temples',
    'Sept 23: Markets',
    'Sept 28: Roads',
    'Empires',
    'Reading: Chapter 3',
    'Sept 30: Coins',
    'Oct 5: Laws',
    'Oct 7: Courts',
    'Oct 12: Ships',
    'Oct 13: Study day (no class)',
    'Endings',
    'Reading: Chapter 4',
    'Oct 19: Review',
    'Oct 21: Wrap-up',
  ];

  it('starts each week on the pairs’ first day, so a pair never straddles two weeks', () => {
    const r = read(outline);
    const weekOf = (title: string) => r.rows.find((row) => row[1] === title)?.[0];
    expect(weekOf('Chapter 1')).toBe(1);
    expect(weekOf('Chapter 2')).toBe(2);
    expect(weekOf('Chapter 3')).toBe(4);
    expect(weekOf('Chapter 4')).toBe(7);
  });
});
