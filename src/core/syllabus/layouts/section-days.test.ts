import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe("layout: each section's class day under the class heading", () => {
  const r = read([
    'CLASS #1: Introduction',
    'A = Mon Sep 8 9:00-10:20 am C = Tue Sep 9 9:00-10:15 am',
    'ALL: Course Notes (3-18)',
    'CLASS #2: Capture',
    'A = Wed Sep 10 9:00-10:20 am C = Thu Sep 11 9:00-10:15 am',
    'ALL: Pierce Opinion (19-30)',
    'CLASS #3: Capture continued',
    'A & C Together = Tue Sep 16 9:00-10:15 am',
    'ALL: Liesner Opinion (31-40)',
  ]);

  it("dates the class by the first section's day, so the weeks follow", () => {
    expect(r.region('A = Mon Sep 8')).toBe('dated heading');
    expect(r.rows.map(([week, , pages]) => [week, pages])).toEqual([
      [1, '3-18'],
      [1, '19-30'],
      [2, '31-40'],
    ]);
  });
});
