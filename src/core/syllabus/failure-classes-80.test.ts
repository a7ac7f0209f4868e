/**
 * Failure class of round 36 (short): numbered classes listed as bullets under printed weeks, each with its
 * date in parentheses after its number (`• Lecture 3 (Oct. 5th): Supply`), the week's action items after
 * them. Small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { isDatedClassItem } from './layouts/dated-class-bullet';
import { read } from './layouts/testing';

const WEEKS = [
  'Harbour Economics, Fall 2031',
  '',
  'Schedule',
  'Week 1 Tides and Trade',
  '• Lecture 1 (Sept. 2nd): Welcome',
  '• Lecture 2 (Sept. 4th): Ports and prices',
  'Tasks',
  '– Read Chapter 1 of Harbour Guide',
  'Week 2 Shipping Lanes',
  '• Lecture 3 (Sept. 9th): Routes',
  '• Lecture 4 (Sept. 11th): Tolls',
  'Tasks',
  '– Read Chapter 2 of Harbour Guide',
  '– Problem set 1 due Sept. 18th',
];

describe('numbered class bullets dated in parentheses under printed weeks', () => {
  it('is a class number then a date in parentheses', () => {
    expect(isDatedClassItem('Lecture 3 (Oct. 5th): Supply')).toBe(true);
    expect(isDatedClassItem('Session 12 (March 4): Tolls')).toBe(true);
    expect(isDatedClassItem('Lecture 3: Supply (Oct. 5th)')).toBe(false);
    expect(isDatedClassItem('Lecture 3 (slides): Supply')).toBe(false);
  });

  it('reads each bullet as a dated class: meeting days, term dates, the week’s items dated by its first class', () => {
    const r = read(WEEKS);
    expect(r.region('Lecture 2 (Sept. 4th)')).toBe('class heading');
    expect(r.s.meetingDays).toEqual(['tuesday', 'thursday']);
    expect([r.s.semesterStart, r.s.semesterEnd]).toEqual(['2031-09-02', '2031-09-11']);
    const dated = r.s.weeks.flatMap((w) => w.readings.map((x) => [w.weekNumber, x.title, x.scheduledDate]));
    expect(dated).toEqual([
      [1, 'Chapter 1 of Harbour Guide', '2031-09-02'],
      [2, 'Chapter 2 of Harbour Guide', '2031-09-09'],
    ]);
  });
});
