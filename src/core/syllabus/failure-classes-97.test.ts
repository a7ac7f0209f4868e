/**
 * Failure class of round 37 short (s3): a coverage table flattened one cell a line, its rows kept apart by
 * lines of bare bars, the header repeated before each class's block, and the DATE CELL standing after the
 * row's other cells and only on the first row of each class (`trailing-date-cell.ts`). The dated row and the
 * undated rows below it belong to that class; a table whose date opens each row is left as it is. Small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { trailingDateCells } from './layouts/trailing-date-cell';
import { read } from './layouts/testing';

const HEADER = ['| Topic | Pages | Notes  | ', '            Date  | ', '          ', '|---|---|---|---|'];

const TABLE = [
  'Marine Biology, Fall 2031, Reading Table',
  ...HEADER,
  'Tide pools  | ',
  '          10-14  | ',
  '          Wed., ',
  '          Sep. 3  | ',
  '        ||',
  '|   Kelp forests  | ',
  '          15-22  | ',
  '          |||',
  '|   Coral reefs and their fish  | ',
  '          23-30  | ',
  '          Fri., ',
  '          Sep. 5  | ',
  '        |',
  ...HEADER,
  'Deep sea vents  | ',
  '            31-38  | ',
  '            Mon., ',
  '            Sep. 8  | ',
  '          ||',
  'Whale songs  | ',
  '            39-44  | ',
  '            |||',
];

const dated = (lines: string[]) =>
  read(lines).s.weeks.flatMap((w) => w.readings.map((x) => [x.pages, x.scheduledDate]));

describe('a table one cell a line whose date cell closes the first row of each class', () => {
  it('dates the row and the undated rows below it by that class', () => {
    expect(dated(TABLE)).toEqual([
      ['10-14', '2031-09-03'],
      ['15-22', '2031-09-03'],
      ['23-30', '2031-09-05'],
      ['31-38', '2031-09-08'],
      ['39-44', '2031-09-08'],
    ]);
  });

  it('moves only the date cell to the top of its row, one line out per line in', () => {
    const rows = ['||', 'Waves  | ', '1-4  | ', 'Tue., ', 'Oct. 7  | ', '||'];
    expect(trailingDateCells(rows)).toEqual(['||', 'Tue., ', 'Oct. 7  | ', 'Waves  | ', '1-4  | ', '||']);
  });

  it('leaves a row whose date cell opens it', () => {
    const rows = ['||', 'Oct. 7  | ', 'Waves  | ', '1-4  | ', '||'];
    expect(trailingDateCells(rows)).toBe(rows);
  });
});
