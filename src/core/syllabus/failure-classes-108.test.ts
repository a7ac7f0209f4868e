/**
 * Failure class of round 39 (fresh54 l547): a class line over a topic line and a `Reading Assignment:` line whose
 * label is glued to its value (`Reading Assignment:Casebook pages 1-20`). `Reading Assignment:` is a reading label
 * (layouts/patterns.ts, READING_LABEL): its value is the class's reading and the topic line above it is no reading.
 * Small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

const SYLLABUS = [
  'CONTRACTS SEMINAR',
  'FALL 2021',
  'Class #1 – September 7',
  'Promises and Bargains',
  'Reading Assignment:Casebook pages 1-20',
  'Class #2 – September 14',
  'Consideration Revisited',
  'Reading Assignment: Casebook pages 21-44',
  'Hamer v. Sidway, 124 N.Y. 538 (1891)',
  'Class #3 – September 21',
  'Promissory Estoppel',
  'Reading Assignment:Casebook pages 45-70',
];

describe('a topic line over a glued Reading Assignment: line', () => {
  it('reads the label value as the reading and the topic line as no reading', () => {
    const r = read(SYLLABUS);
    expect(
      r.titles.filter((t) => /Promises and Bargains|Consideration Revisited|Promissory/.test(t)),
    ).toEqual([]);
    expect(r.titles.filter((t) => /Assignment/.test(t))).toEqual([]);
    expect(r.rows.filter(([, , pages]) => pages).map(([week, , pages]) => [week, pages])).toEqual([
      [1, '1-20'],
      [2, '21-44'],
      [3, '45-70'],
    ]);
  });

  it('keeps a sentence about reading assignments out', () => {
    const r = read([
      ...SYLLABUS.slice(0, 2),
      'Reading Assignments: are subject to change during the term.',
      ...SYLLABUS.slice(2),
    ]);
    expect(r.titles.filter((t) => /subject to change/.test(t))).toEqual([]);
  });
});
