/**
 * Failure classes of the lowest documents (round 31, finding readings), second file: each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { isOneSourceChapterList } from './source-chapters';

describe('one book’s chapters listed with `;`', () => {
  it('is one reading with every chapter’s pages', () => {
    const r = read([
      'Week 1: Foraging',
      'Reading: Hollis Chapter 2 pp. 10-18; Chapter 5 pp. 60-72; Chapter 7',
      'Week 2: Signals',
      'Reading: Hollis Chapter 8 pp. 90-99',
    ]);
    expect(r.rows.filter((row) => row[0] === 1)).toHaveLength(1);
    expect(r.rows[0]?.[1]).toMatch(/^Hollis Chapter 2; Chapter 5; Chapter 7/);
    expect(r.rows[0]?.[2]).toBe('10-18, 60-72');
  });

  it('keeps two books, or a list that names a second source, apart', () => {
    expect(isOneSourceChapterList(['Hollis Chapter 2', 'Chapter 5'])).toBe(true);
    expect(isOneSourceChapterList(['Hollis Chapter 2', 'Brandt Chapter 5'])).toBe(false);
    expect(isOneSourceChapterList(['Chapter 2', 'Chapter 5'])).toBe(false);
    expect(isOneSourceChapterList(['Hollis Chapter 2'])).toBe(false);
  });
});

describe('a chapter or part numbered I is no pronoun', () => {
  it('takes a dated line assigning Chapter I, part I of a named book', () => {
    const r = read([
      'Syllabus Fall 2016',
      '',
      '9/6: Hall, Property Stories, Chapters 2 and 3',
      '9/8: Elements of Property: Chapter I: I,',
      '9/13: Elements of Property: Chapter I: II, Owning Ideas: Chapter 1',
      '9/15: Elements of Property: Chapter II: I',
    ]);
    expect(r.titles).toContainEqual(expect.stringMatching(/^Elements of Property: Chapter I: I\b/));
    expect(r.titles).toContainEqual(expect.stringMatching(/Chapter I: II/));
  });

  it('still reads the pronoun as addressing the reader', () => {
    const r = read(['Week 1', 'I will post the slides after class.']);
    expect(r.titles).toEqual([]);
  });
});
