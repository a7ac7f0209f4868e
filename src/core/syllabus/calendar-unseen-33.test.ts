/**
 * Calendar failure classes of fresh29's screenshots (round ocr29): each on a small made-up example (no text of a
 * corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { repairMisreadWeeks } from './misread-week';
import type { Session } from './sessions';

const weeks = (printed: number[]) => printed.map((w) => ({ explicitWeek: w }) as Session);

describe('a printed week number misread by OCR', () => {
  it('is the week between its neighbours when it breaks their order (`2, 9, 4`)', () => {
    const s = weeks([1, 2, 2, 9, 9, 4]);
    expect(repairMisreadWeeks(s)).toBe(2);
    expect(s.map((x) => x.explicitWeek)).toEqual([1, 2, 2, 3, 3, 4]);
  });

  it('leaves a skip that keeps the order (a break week left out) and a week at either end', () => {
    const skip = weeks([1, 2, 5, 6]);
    expect(repairMisreadWeeks(skip)).toBe(0);
    expect(skip.map((x) => x.explicitWeek)).toEqual([1, 2, 5, 6]);
    const ends = weeks([8, 2, 3, 4, 1]);
    expect(repairMisreadWeeks(ends)).toBe(0);
  });

  it('places the readings of the misread week in the week between', () => {
    const r = read([
      'Spring 2031',
      'Week 1: Archives',
      'Harwell, Private Papers, ch. 1',
      'Week 2: Letters',
      'Osei, Keeping Time, ch. 3',
      'Week 9: Maps',
      'Lund, Drawn Borders, ch. 4',
      'Week 4: Census',
      'Marr, Counting People, ch. 2',
    ]);
    expect(r.rows.map((row) => [row[0], String(row[1]).split(',')[0]])).toEqual([
      [1, 'Harwell'],
      [2, 'Osei'],
      [3, 'Lund'],
      [4, 'Marr'],
    ]);
  });
});
