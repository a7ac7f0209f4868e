import { describe, expect, it } from 'vitest';
import { interleavedRowStarts } from './interleavedCells';
import { rowMarkColumn } from './spanningFirstCell';
import type { ChunkedLine } from './tableRows';

const line = (baseline: number, ...chunks: Array<[number, string]>): ChunkedLine => ({
  baseline,
  size: 10,
  chunks: chunks.map(([x, text]) => ({ x, x1: x + text.length * 5, text })),
});

// Made-up schedule: the week cell is merged over its three class rows, its number centred beside the middle one.
const schedule = [
  line(700, [40, 'Wk'], [80, 'Date'], [160, 'Topic'], [260, 'Reading']),
  line(680, [80, '2031-01-'], [160, 'Sets'], [260, '1.1, 1.2']),
  line(670, [80, '13']),
  line(650, [80, '2031-01-'], [160, 'Maps'], [260, '1.3']),
  line(645, [40, '1']),
  line(640, [80, '15']),
  line(620, [80, '2031-01-'], [160, 'Groups'], [260, '2.1']),
  line(610, [80, '17']),
  line(580, [80, '2031-01-'], [160, 'Rings'], [260, '2.2']),
  line(570, [80, '20']),
  line(550, [80, '2031-01-'], [160, 'Fields'], [260, '2.3']),
  line(545, [40, '2']),
  line(540, [80, '22']),
  line(520, [80, '2031-01-'], [160, 'Review'], [260, '2.4']),
  line(510, [80, '24']),
];

describe('spanningFirstCell', () => {
  it('marks the rows by the date column when each first-column cell spans several dates', () => {
    const col = (x: number) => [40, 80, 160, 260].filter((c) => x >= c).length - 1;
    const starts = interleavedRowStarts(schedule, col, 0);
    // The header, then each date's first line: six class rows, not two week rows.
    expect(schedule.filter((_, i) => starts[i]).map((l) => l.baseline)).toEqual([
      700, 680, 650, 620, 580, 550, 520,
    ]);
  });

  it('keeps the first column when it marks every row, or when the next column holds long text', () => {
    const col = (x: number) => [40, 80, 160, 260].filter((c) => x >= c).length - 1;
    const own = [
      line(700, [40, '#'], [80, 'Date'], [160, 'Topic']),
      line(680, [40, '1'], [80, 'Jan 13'], [160, 'Sets']),
      line(650, [40, '2'], [80, 'Jan 15'], [160, 'Maps']),
    ];
    expect(rowMarkColumn(own, col, 0, 11)).toBe(0);
    const long = [
      line(700, [40, '#'], [80, 'Reading'], [160, 'Notes']),
      line(680, [40, '1'], [80, 'Doe, J. (2010). Why it Matters, 4(1).']),
      line(650, [80, 'Roe, R. (2013). Image matters, 2(3).']),
      line(620, [80, 'Poe, P. (2020). Who Is Trusted, 7.']),
    ];
    expect(rowMarkColumn(long, col, 0, 11)).toBe(0);
    expect(rowMarkColumn(schedule, col, 0, 11)).toBe(1);
  });
});
