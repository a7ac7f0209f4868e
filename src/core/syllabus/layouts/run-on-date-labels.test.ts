import { describe, expect, it } from 'vitest';
import { splitAtDateLabels } from './run-on-date-labels';
import { read } from './testing';

const paragraph =
  'Course outline (Spring 2031) meets T & Th. Part One. Beginnings Feb. 4: pages 1-20 and discussion ' +
  'Feb. 6: pages 21-40 Feb. 11: pages 41-66 Feb. 13: no class Feb. 18: pages 67-90 Chapter Two. Endings ' +
  'Feb. 20: pages 91-120 Mar. 3-7: Spring Break Mar. 11: pages 121-150';

describe('a semester run together in one paragraph of month-day labels', () => {
  it('is cut before each label and each chapter heading', () => {
    const pieces = splitAtDateLabels(paragraph) ?? [];
    expect(pieces).toContain('Feb. 6: pages 21-40');
    expect(pieces).toContain('Chapter Two. Endings');
    expect(pieces).toContain('Mar. 3-7: Spring Break');
    expect(pieces.at(-1)).toBe('Mar. 11: pages 121-150');
  });

  it('leaves a sentence with a few dates alone', () => {
    expect(splitAtDateLabels('Quizzes on Feb. 6: short, Mar. 3: long, and a final in May.')).toBeNull();
  });

  it('gives one dated reading per label', () => {
    const r = read([paragraph]);
    expect(r.rows.map((x) => [x[2], x[3]])).toEqual([
      ['1-20', '2031-02-04'],
      ['21-40', '2031-02-06'],
      ['41-66', '2031-02-11'],
      ['67-90', '2031-02-18'],
      ['91-120', '2031-02-20'],
      ['121-150', '2031-03-11'],
    ]);
  });
});
