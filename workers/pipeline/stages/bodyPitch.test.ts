import { describe, expect, it } from 'vitest';
import { bodyIsBimodal } from './bodyPitch';
import { type ChunkedLine, pipeRow, tableRows } from './tableRows';

const line = (baseline: number, ...chunks: Array<[number, string]>): ChunkedLine => ({
  baseline,
  size: 10,
  chunks: chunks.map(([x, text]) => ({ x, x1: x + text.length * 5, text })),
});

/** A made-up longtable: a wider gap under its header, then rows and wrapped topic lines at one pitch. */
const LONGTABLE = [
  line(720, [72, 'Week'], [150, 'Dates'], [260, 'Topic']),
  line(702, [72, '1'], [150, 'Mar 3 & 5'], [260, 'Harbours and']),
  line(689, [260, 'quays (Read: Marsh Ch1)']),
  line(676, [72, '2'], [150, 'Mar 10 & 12'], [260, 'Markets']),
  line(663, [72, '3'], [150, 'Mar 17 & 19'], [260, 'Piers and']),
  line(650, [260, 'piers (Read: Lane 2020)']),
];

describe('bodyIsBimodal', () => {
  it('reads the body’s pitch, not the gap under the header', () => {
    const pitches = [18, 13, 13, 13, 13];
    expect(bodyIsBimodal(LONGTABLE, pitches, (x) => [72, 150, 260].indexOf(x), 1.12)).toBe(false);
  });

  it('still finds rows set further apart than a cell’s lines', () => {
    const pitches = [18, 12, 18, 18, 12];
    expect(bodyIsBimodal(LONGTABLE, pitches, (x) => [72, 150, 260].indexOf(x), 1.12)).toBe(true);
  });

  it('lets tableRows keep each week of an evenly spaced body a row of its own', () => {
    expect(tableRows(LONGTABLE).map((r) => pipeRow(r.cells))).toEqual([
      '| Week | Dates | Topic |',
      '| 1 | Mar 3 & 5 | Harbours and quays (Read: Marsh Ch1) |',
      '| 2 | Mar 10 & 12 | Markets |',
      '| 3 | Mar 17 & 19 | Piers and piers (Read: Lane 2020) |',
    ]);
  });
});
