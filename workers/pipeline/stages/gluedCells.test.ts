import { describe, expect, it } from 'vitest';
import { gluedCells } from './gluedCells';
import { type ChunkedLine, pipeRow, tableRows } from './tableRows';

const line = (baseline: number, ...chunks: Array<[number, string]>): ChunkedLine => ({
  baseline,
  size: 10,
  chunks: chunks.map(([x, text]) => ({ x, x1: x + text.length * 5, text })),
});

describe('gluedCells', () => {
  it('splits two glued capitalised words that run across the next column start', () => {
    expect(gluedCells({ x: 72, x1: 117, text: 'WeekDates' }, 95, 1.5)).toEqual(['Week', 'Dates']);
  });

  it('keeps a chunk that ends before the next column, or that is not two glued words', () => {
    expect(gluedCells({ x: 72, x1: 117, text: 'WeekDates' }, 130, 1.5)).toEqual(['WeekDates']);
    expect(gluedCells({ x: 72, x1: 117, text: 'Week Dates' }, 95, 1.5)).toEqual(['Week Dates']);
    expect(gluedCells({ x: 72, x1: 117, text: 'McGraw' }, 95, 1.5)).toEqual(['McGraw']);
    expect(gluedCells({ x: 72, x1: 117, text: 'WeekDates' }, undefined, 1.5)).toEqual(['WeekDates']);
  });
});

describe('a table header whose first two cells are one text item', () => {
  it('names each column over its own cells', () => {
    const lines = [
      line(700, [72, 'WeekDates'], [140, 'Topic'], [220, 'Reading']),
      line(686, [72, '1'], [95, 'Jan 20'], [140, 'Introduction'], [220, 'Ch1 (1-8)']),
      line(672, [72, '2'], [95, 'Jan 27'], [140, 'Control'], [220, 'Ch2 (11-38)']),
    ];
    expect(tableRows(lines).map((r) => pipeRow(r.cells))).toEqual([
      '| Week | Dates | Topic | Reading |',
      '| 1 | Jan 20 | Introduction | Ch1 (1-8) |',
      '| 2 | Jan 27 | Control | Ch2 (11-38) |',
    ]);
  });
});
