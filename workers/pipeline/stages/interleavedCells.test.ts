import { describe, expect, it } from 'vitest';
import { interleavedCells } from './interleavedCells';
import { type ChunkedLine, pipeRow, tableRows } from './tableRows';

const line = (baseline: number, ...chunks: Array<[number, string]>): ChunkedLine => ({
  baseline,
  size: 10,
  chunks: chunks.map(([x, text]) => ({ x, x1: x + text.length * 5, text })),
});

describe('interleavedCells', () => {
  it('tells lines of two cells on their own baselines from lines of one cell', () => {
    expect(interleavedCells([12, 4, 8, 12], 10)).toBe(true);
    expect(interleavedCells([12, 12, 18, 12], 10)).toBe(false);
  });

  it('keeps a row whole when its cells’ lines interleave, and breaks its cells at paragraph gaps', () => {
    // Made-up row: the Topic cell's question paragraph falls between the Reading cell's lines.
    const lines = [
      line(700, [40, '#'], [60, 'Topic'], [200, 'Reading']),
      line(680, [40, '1'], [60, 'Framing'], [200, 'Doe, J. (2010).']),
      line(668, [200, 'Why it Matters']),
      line(663, [60, 'What are frames?']),
      line(656, [200, 'How We Frame.']),
      line(651, [60, 'Who uses them?']),
      line(644, [200, 'Journal, 4(1), 70–81.']),
      // The cell's next paragraph: a second reference after the spacing below the first.
      line(626, [200, 'Roe, R. (2013).']),
      line(614, [200, 'Image matters.']),
      line(580, [40, '2'], [60, 'Trust'], [200, 'Poe, P. (2020).']),
      line(568, [200, 'Who Is Trusted?']),
    ];
    expect(tableRows(lines).map((r) => pipeRow(r.cells))).toEqual([
      '| # | Topic | Reading |',
      '| 1 | Framing <br> What are frames? Who uses them? | Doe, J. (2010). Why it Matters How We Frame. Journal, 4(1), 70–81. <br> Roe, R. (2013). Image matters. |',
      '| 2 | Trust | Poe, P. (2020). Who Is Trusted? |',
    ]);
  });

  it('keeps a number wrapped in a narrow first column, and a page’s first lines off the repeated header', () => {
    const lines = [
      line(700, [40, '#'], [60, 'Topic'], [200, 'Reading']),
      line(683, [200, 'continued from the page before']),
      line(676, [60, 'and its topic']),
      line(671, [200, 'Smith (2001).']),
      line(640, [40, '1'], [60, 'Media'], [200, 'Lee, K. (2013).']),
      line(628, [40, '0'], [60, 'and news'], [200, 'Image matters.']),
      line(600, [40, '1'], [60, 'Trust'], [200, 'Roe, R. (2020).']),
      line(588, [40, '1'], [200, 'Who Is Trusted?']),
    ];
    expect(tableRows(lines).map((r) => pipeRow(r.cells))).toEqual([
      '| # | Topic | Reading |',
      '|  | and its topic | continued from the page before Smith (2001). |',
      '| 10 | Media and news | Lee, K. (2013). Image matters. |',
      '| 11 | Trust | Roe, R. (2020). Who Is Trusted? |',
    ]);
  });
});
