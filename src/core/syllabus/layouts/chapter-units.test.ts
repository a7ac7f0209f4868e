import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('chapter units (chapter-units.ts)', () => {
  const doc = [
    'Land Finance, Spring 2031',
    'Chapter 1 Sales ...... 1-40',
    'Chapter 2 Deeds ...... 41-60 Titles ...... 61-80',
    'Chapter 4 (all)',
  ];

  it('reads each chapter line as the next unit, printed order, one week each', () => {
    const r = read(doc);
    expect(r.region('Chapter 2 Deeds')).toBe('class heading');
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [1, '1-40'],
      [2, '41-60'],
      [2, '61-80'],
      [3, null],
    ]);
  });

  it('is not used when the document has dates', () => {
    const r = read(['January 5: Intro', ...doc.slice(1), 'January 12: More', 'Smith pp. 1-9']);
    expect(r.region('Chapter 2 Deeds')).not.toBe('class heading');
  });
});
