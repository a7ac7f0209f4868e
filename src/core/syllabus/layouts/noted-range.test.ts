import { describe, expect, it } from 'vitest';
import { moveRangeNotes } from './noted-range';
import { read } from './testing';

describe('layout: a page range interrupted by a note', () => {
  it('moves the note after the range', () => {
    expect(moveRangeNotes('Mar. 4: pages 40 (the Smith case) - 62')).toBe(
      'Mar. 4: pages 40-62 (the Smith case)',
    );
    expect(moveRangeNotes('pages 7 (Notes & Questions)-19; skim 20-25')).toBe(
      'pages 7-19 (Notes & Questions); skim 20-25',
    );
  });

  it('leaves a note before a smaller number and ordinary ranges alone', () => {
    expect(moveRangeNotes('pages 40 (note 3) - 12')).toBe('pages 40 (note 3) - 12');
    expect(moveRangeNotes('pages 40-62 (the Smith case)')).toBe('pages 40-62 (the Smith case)');
  });

  it('gives the reading the whole range', () => {
    const r = read(['Spring 2031', 'Tuesday, January 14: read pages 40 (the Smith case) - 62']);
    expect(r.rows.map((x) => x[2])).toEqual(['40-62']);
  });
});
