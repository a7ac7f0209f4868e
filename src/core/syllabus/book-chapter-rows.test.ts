/**
 * book-chapter-rows.ts: a table flattened with single spaces whose last columns are books' chapters
 * (`Chapter in Smith Chapter in Jones`). Small made-up examples (no corpus text).
 */
import { describe, expect, it } from 'vitest';
import { bookColumns, trailingNumberGroups } from './book-chapter-rows';
import { read } from './layouts/testing';

const table = [
  'Tides and Coasts',
  '',
  'Date Lecture topics Chapter in Abel Chapter in Brook',
  '4-Sep Welcome',
  '11-Sep Winds and waves 2 3',
  '13-Sep Storm surges of 1900 3 3',
  '18-Sep Sandy shores 4',
  '20-Sep Estuaries and marshes 5, 6 7',
  '25-Sep Quiz',
];

describe('a flattened table ending in book-chapter columns', () => {
  it('reads the header’s books and the rows’ trailing chapter groups', () => {
    expect(bookColumns('Date Lecture topics Chapter in Abel Chapter in Brook')).toEqual({
      books: ['Abel', 'Brook'],
      unit: 'Ch.',
    });
    expect(bookColumns('Chapter in Abel')).toBeNull();
    expect(trailingNumberGroups(['Estuaries', 'and', 'marshes', '5,', '6', '7'], 2)).toEqual({
      groups: ['5, 6', '7'],
      at: 3,
    });
    expect(trailingNumberGroups(['Storm', 'surges', 'of', '1900', '3', '3'], 2).groups).toEqual(['3', '3']);
  });

  it('titles each chapter cell with its book, left to right, and keeps the topic', () => {
    const r = read(table);
    expect(r.titles).toEqual([
      'Abel Ch. 2',
      'Brook Ch. 3',
      'Abel Ch. 3',
      'Brook Ch. 3',
      'Abel Ch. 4',
      'Abel Ch. 5, 6',
      'Brook Ch. 7',
    ]);
    expect(r.s.weeks.flatMap((w) => w.topic ?? '').join(' ')).not.toMatch(/\b3 3\b/);
  });

  it('leaves rows alone without a book-column header', () => {
    const r = read(table.filter((l) => !l.startsWith('Date')));
    expect(r.titles).not.toContain('Abel Ch. 2');
  });
});
