import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { withoutNumberedDueTail } from './numbered-due-tail';

/**
 * A lecture table flattened to text: each lecture opens with a line of its number, a weekday letter and a
 * numeric date (`1 T 3/4`), then topic bullets, then `Book: Chpt. N` reading lines, one of them with the
 * homework due that day glued to its end (`HW #1 Due`).
 */
const LECTURES = [
  'Spring 2031',
  'Lecture Date Topics Readings Assignments',
  '1 T 3/4',
  '  • Welcome',
  '  • Tools of the trade',
  'Field Guide: Chpt. 1',
  '2 Th 3/6',
  '  • Rocks',
  'Field Guide: Chpt. 2 HW #1 Due',
  '3 T 3/11',
  '  • Rivers',
  '  • Lakes',
  'Field Guide: Chpt. 3',
  'Atlas: Chpts. 4 & 5',
];

describe('numbered lecture lines with a weekday letter and a numeric date, due notes glued to readings', () => {
  it('opens a class on each `N T 3/4` line and keeps the reading before a glued due note', () => {
    const r = read(LECTURES);
    expect(r.region('1 T 3/4')).toBe('dated heading');
    expect(r.rows).toEqual([
      [1, 'Field Guide: Chpt. 1', null, '2031-03-04'],
      [1, 'Field Guide: Chpt. 2', null, '2031-03-06'],
      [2, 'Field Guide: Chpt. 3', null, '2031-03-11'],
      [2, 'Atlas: Chpts. 4 & 5', null, '2031-03-11'],
    ]);
  });

  it('cuts only a numbered work due at the end of a reading', () => {
    expect(withoutNumberedDueTail('Field Guide: Chpt. 2 HW #1 Due')).toBe('Field Guide: Chpt. 2');
    expect(withoutNumberedDueTail('Ch. 4, 5 Problem Set 3 due.')).toBe('Ch. 4, 5');
    // The note alone, or a due date that is the reading's own, stays as written.
    expect(withoutNumberedDueTail('HW #2 & 1st Set of Projects Due')).toBe('HW #2 & 1st Set of Projects Due');
    expect(withoutNumberedDueTail('Field Guide: Chpt. 2 due Friday')).toBe('Field Guide: Chpt. 2 due Friday');
  });
});
