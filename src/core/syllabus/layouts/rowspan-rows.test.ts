import { describe, expect, it } from 'vitest';
import { restoreRowspanCells } from './rowspan-rows';

describe('rowspan rows: a spanning first cell lost by the rows under it', () => {
  const head = ['| Day | Date | Section | Topic |', '|---|---|---|---|'];

  it('puts back the empty first cell of the rows that slid left', () => {
    const out = restoreRowspanCells([
      ...head,
      '| Monday | Mar 2 | 4.1 | Spaces |',
      '| Mar 4 | 4.2 | Bases | |',
      '| Monday | Mar 9 | 4.3 | Rank |',
      '| Mar 11 | 4.4 | Change of Basis | |',
    ]);
    expect(out[3]).toBe('| | Mar 4 | 4.2 | Bases |');
    expect(out[5]).toBe('| | Mar 11 | 4.4 | Change of Basis |');
  });

  it('needs two slid rows: one row ending empty is a row with an empty last cell', () => {
    const rows = [
      ...head,
      '| Monday | Mar 2 | 4.1 | Spaces |',
      '| Monday | Mar 9 | 4.3 | Rank |',
      '| Mar 11 | 4.4 | x | |',
    ];
    expect(restoreRowspanCells(rows)).toEqual(rows);
  });
});
