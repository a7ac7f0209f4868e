import { describe, expect, it } from 'vitest';
import { columnRunRows } from './column-runs';
import { read } from './testing';

/** A made-up two-column `Topics | Readings` table copied column by column. */
const COPIED = [
  'Maritime Law, Spring Term',
  '',
  'Schedule of Topics',
  'Topics',
  '1. Sources of Admiralty Jurisdiction',
  '2. Carriage of Goods',
  '3. Collision and Salvage',
  '4. Limitation of Liability',
  'Readings',
  'Harbour, Ch. 3',
  'Harbour, Ch. 1 & 2',
  'Harbour, Ch. 6',
  'Harbour, Ch. 4',
];

describe('a table copied column by column', () => {
  it('zips the runs back into pipe rows, the numbered first column keeping its numbers', () => {
    const out = columnRunRows(COPIED);
    expect(out.slice(3, 8)).toEqual([
      '| # | Topics | Readings |',
      '| 1 | Sources of Admiralty Jurisdiction | Harbour, Ch. 3 |',
      '| 2 | Carriage of Goods | Harbour, Ch. 1 & 2 |',
      '| 3 | Collision and Salvage | Harbour, Ch. 6 |',
      '| 4 | Limitation of Liability | Harbour, Ch. 4 |',
    ]);
    expect(out.slice(8)).toEqual(['', '', '', '', '']);
    expect(out).toHaveLength(COPIED.length);
  });

  it('reads the n-th reading cell in the n-th topic’s week', () => {
    const r = read(COPIED);
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      [1, 'Harbour, Ch. 3'],
      [2, 'Harbour, Ch. 1 & 2'],
      [3, 'Harbour, Ch. 6'],
      [4, 'Harbour, Ch. 4'],
    ]);
  });

  it('zips three runs separated by blank lines, unnumbered cells as they are', () => {
    const out = columnRunRows([
      'Week',
      'One',
      'Two',
      'Three',
      '',
      'Topic',
      'Salvage',
      'Towage',
      'Pilotage',
      '',
      'Reading',
      'Okafor 1-20',
      'Okafor 21-44',
      'Okafor 45-60',
      '',
      'Grading',
    ]);
    expect(out.slice(0, 4)).toEqual([
      '| Week | Topic | Reading |',
      '| One | Salvage | Okafor 1-20 |',
      '| Two | Towage | Okafor 21-44 |',
      '| Three | Pilotage | Okafor 45-60 |',
    ]);
    expect(out.slice(4, 15).every((t) => t === '')).toBe(true);
    expect(out[15]).toBe('Grading');
  });

  it('leaves runs of unequal length alone: their rows cannot be told apart', () => {
    const lines = [
      'Topics',
      'Salvage',
      'Towage',
      'Pilotage',
      'Readings',
      'Okafor 1-20',
      'Okafor 21-44',
      'Okafor 45-60',
      'Okafor 61-80',
    ];
    expect(columnRunRows(lines)).toBe(lines);
  });

  it('leaves labels that name no reading column alone (a list of topics, then a list of dates)', () => {
    const lines = ['Topics', 'Salvage', 'Towage', 'Pilotage', 'Dates', 'May 2', 'May 9', 'May 16'];
    expect(columnRunRows(lines)).toBe(lines);
  });

  it('counts a lettered first column as it counts a numbered one', () => {
    const out = columnRunRows([
      'Topics',
      'a. Salvage',
      'b. Towage',
      'c. Pilotage',
      'Readings',
      'Ch. 3',
      'Ch. 1',
      'Ch. 2',
    ]);
    expect(out.slice(0, 4)).toEqual([
      '| # | Topics | Readings |',
      '| 1 | Salvage | Ch. 3 |',
      '| 2 | Towage | Ch. 1 |',
      '| 3 | Pilotage | Ch. 2 |',
    ]);
  });

  it('leaves a header pasted one label a line alone, and lists under the labels', () => {
    const header = ['Date', 'Day', 'Break?', 'Topic', 'Reading', 'Notes', 'HW Out', 'HW Due'];
    expect(columnRunRows(header)).toBe(header);
    const lists = [
      'Topics',
      '• Salvage',
      '• Towage',
      '• Pilotage',
      'Readings',
      '• Ch. 3',
      '• Ch. 1',
      '• Ch. 2',
    ];
    expect(columnRunRows(lists)).toBe(lists);
  });
});
