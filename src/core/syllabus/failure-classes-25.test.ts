/**
 * Failure classes left on the unseen folders fresh14 / fresh15 after their first round, each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { columnKind } from './columns';
import { read } from './layouts/testing';

describe('a table with a `Class number` and a `Week number` column (calendar weeks of the year)', () => {
  const table = [
    '| Class number | Week number | Section | Topic | Readings |',
    '| --- | --- | --- | --- | --- |',
    '| 1 | 5 | Lecture | Welcome | Okafor, B. (2011) |',
    '| | | Lab | Setting up | Lund Chapter 1: Tools |',
    '| 2 | 6 | Lecture | Memory | Tanaka Chapter 2: Recall |',
    '| | | Lab | Plotting | Lund Chapter 2: Graphs |',
    '| Winter Break | 7 | - | | - |',
    '| 3 | 8 | Lecture | Attention | Ferris, K. (1999) |',
    '| 4 | 9 | Lecture | Perception | Tanaka Chapter 3: Seeing |',
  ];

  it('groups the classes by the printed week, counted from the first printed week', () => {
    const r = read(table);
    const weekOf = (title: string) => r.rows.find((x) => String(x[1]).includes(title))?.[0];
    expect(weekOf('Okafor')).toBe(1);
    expect(weekOf('Lund Chapter 1')).toBe(1);
    expect(weekOf('Tanaka Chapter 2')).toBe(2);
    expect(weekOf('Lund Chapter 2')).toBe(2);
    expect(weekOf('Ferris')).toBe(4);
    expect(weekOf('Tanaka Chapter 3')).toBe(5);
  });

  it('names `Class number` and `Week number` headers number columns', () => {
    expect(columnKind('Class number')).toBe('number');
    expect(columnKind('Week numbers')).toBe('number');
    expect(columnKind('Number of pages')).not.toBe('number');
  });
});
