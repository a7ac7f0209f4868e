import { describe, expect, it } from 'vitest';
import { read } from './testing';
import { gridRowWeek, isWeekLabelCell, splitChapterItems } from './week-grid';

describe('week grid: a weekday-column table whose first column is the week', () => {
  it('knows the first column header and the row week', () => {
    expect(isWeekLabelCell('Week starting..')).toBe(true);
    expect(isWeekLabelCell('Week of')).toBe(true);
    expect(isWeekLabelCell('Topic')).toBe(false);
    expect(gridRowWeek('March 2, 2026')).toEqual({
      start: { month: 3, day: 2, year: 2026 },
      end: { month: 3, day: 2, year: 2026 },
    });
    expect(gridRowWeek('Review')).toBeUndefined();
  });

  it('splits chapter items run together in one cell, keeping words before them apart', () => {
    expect(splitChapterItems('Chapter 2: Sec 1: Heat Chapter 2: Sec 2: Work')).toEqual([
      'Chapter 2: Sec 1: Heat',
      'Chapter 2: Sec 2: Work',
    ]);
    expect(splitChapterItems('QUIZ (online) Chapter 3: Sec 1: Waves')).toEqual([
      'QUIZ (online)',
      'Chapter 3: Sec 1: Waves',
    ]);
    expect(splitChapterItems('Chapter 4: Sec 2: Optics')).toEqual(['Chapter 4: Sec 2: Optics']);
  });

  it('dates each day cell on its weekday of the row week, one reading per chapter item', () => {
    const r = read([
      '| Week starting.. | Monday | Wednesday | Friday |',
      '|---|---|---|',
      '| March 2, 2026 | (no school) | Chapter 1: Sec 1: Units Chapter 1: Sec 2: Vectors | Homework 1 due |',
      '| March 9, 2026 | Chapter 2: Sec 1: Heat | Review | QUIZ (take-home) Chapter 2: Sec 2: Work |',
    ]);
    expect(r.rows).toEqual([
      [1, 'Chapter 1: Sec 1: Units', null, '2026-03-04'],
      [1, 'Chapter 1: Sec 2: Vectors', null, '2026-03-04'],
      [2, 'Chapter 2: Sec 1: Heat', null, '2026-03-09'],
      [2, 'Chapter 2: Sec 2: Work', null, '2026-03-13'],
    ]);
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday', 'friday']);
    expect(r.s.semesterStart).toBe('2026-03-04');
  });
});
