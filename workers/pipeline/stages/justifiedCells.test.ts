import { describe, expect, it } from 'vitest';
import { alignedWithJustifiedCells, cellOf } from './justifiedCells';
import { type ChunkedLine, pipeRow, tableRows } from './tableRows';

const line = (baseline: number, ...chunks: Array<[number, string]>): ChunkedLine => ({
  baseline,
  size: 10,
  chunks: chunks.map(([x, text]) => ({ x, x1: x + text.length * 5, text })),
});

describe('justified table cells', () => {
  it('places a chunk inside a column in that column', () => {
    expect(cellOf(150, [72, 110, 200], 1.5)).toBe(1);
    expect(cellOf(60, [72, 110, 200], 1.5)).toBe(-1);
    const atStart = (x: number) => [72, 110, 200].some((c) => Math.abs(x - c) <= 1.5);
    expect(alignedWithJustifiedCells([72, 110, 150], [72, 110, 200], 1.5, atStart)).toBe(true);
    // A first chunk inside a column is not a table line's.
    expect(alignedWithJustifiedCells([90, 110], [72, 110, 200], 1.5, atStart)).toBe(false);
  });

  it('keeps a row whose cell has a stretched word gap in the table, the gap inside its cell', () => {
    const lines = [
      line(700, [72, 'Week'], [110, 'Topic'], [200, 'Reading']),
      line(682, [72, '1'], [110, 'Sensing'], [200, 'Ch3 (43-45)']),
      line(664, [72, '2'], [110, 'Theories'], [200, 'Ch4'], [230, '(103-106);'], [290, 'Ch12']),
      line(650, [200, '(397-412)']),
      line(632, [72, '3'], [110, 'Vision'], [200, 'Ch6 (174-207)']),
    ];
    expect(tableRows(lines).map((r) => pipeRow(r.cells))).toEqual([
      '| Week | Topic | Reading |',
      '| 1 | Sensing | Ch3 (43-45) |',
      '| 2 | Theories | Ch4 (103-106); Ch12 (397-412) |',
      '| 3 | Vision | Ch6 (174-207) |',
    ]);
  });
});
