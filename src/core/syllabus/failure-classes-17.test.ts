/**
 * Failure classes of the round-2 pass over the lowest documents of every folder, each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { classifySpan } from './classify';
import { withoutDeadlineTail } from './deadline-tail';
import { EnclosingPages } from './inside-pages';
import { findPages } from './pages';
import type { PreparedLine } from './prepare';
import { wordedPageRange } from './worded-range';
import { read } from './layouts/testing';
import { contentCells, isSectionTopicCell } from './layouts/row-cells';

describe('a dated pipe table whose rows carry a topic with its sections and a column of exercises', () => {
  // Header without a reading column; a week's first row repeats the week and its worksheet cells.
  const r = read([
    'Fall 2024',
    'Week | Worksheet | Date | Content | Lecture topics | Suggested exercises |',
    '---|---|---|---|---|---|',
    '1 | none | Tuesday, Sept 3 | Lecture 1 | Sets and Numbers (1.1) | 1.1 #1-9 odd |',
    'Thursday, Sept 5 | Lecture 2 | Functions (1.2) | 1.2 #3-15 odd |',
    '2 | Sheet 1 | Monday, Sept 9 | Lecture 3, Tutorial 1 (Room B) | Limits (A.3) | A.3 #1-20 odd |',
    'Friday, Sept 13 | Tutorial 1 | |',
  ]);

  it('reads a row whose date follows the week and a short column cell', () => {
    expect(r.region('2 | Sheet 1')).toBe('table row');
  });

  it('takes each topic with its sections as the reading, never the lecture label or the exercises', () => {
    expect(r.rows).toEqual([
      [1, 'Sets and Numbers (1.1)', null, '2024-09-03'],
      [1, 'Functions (1.2)', null, '2024-09-05'],
      [2, 'Limits (A.3)', null, '2024-09-09'],
    ]);
  });

  it('tells the cells apart by their shape', () => {
    expect(contentCells(['Lecture 4, Tutorial 1 (Section 2)', 'Matrices (2.1)', '2.1 #1-28 odd'])).toEqual([
      'Matrices (2.1)',
    ]);
    expect(contentCells(['Chapter 4, Section 2', '#RealTalk essay'])).toEqual([
      'Chapter 4, Section 2',
      '#RealTalk essay',
    ]);
    expect(isSectionTopicCell('Limits (2.2-2.3)')).toBe(true);
    expect(isSectionTopicCell('Office hours (Room 2.14)')).toBe(false);
  });
});

describe('a reading followed by a deadline of other work after a dash', () => {
  it('keeps the reading and leaves the deadline out', () => {
    expect(withoutDeadlineTail('“On Utopia” by Ann Lee – FINAL DRAFT OF ESSAY 1 DUE SUNDAY, MARCH 10')).toBe(
      '“On Utopia” by Ann Lee',
    );
    expect(withoutDeadlineTail('Smith, Ethics pp. 1-10 — Paper 2 due by noon')).toBe(
      'Smith, Ethics pp. 1-10',
    );
  });

  it('leaves a span whose tail is the reading’s own deadline, or whose head names no reading', () => {
    expect(withoutDeadlineTail('Ch. 3 – due Friday')).toBe('Ch. 3 – due Friday');
    expect(withoutDeadlineTail('Peer review – Essay 2 draft due')).toBe('Peer review – Essay 2 draft due');
  });

  it('takes the reading in a schedule row', () => {
    const r = read([
      'Spring 2025',
      'Date | Topic | Reading',
      '---|---|---',
      'Mar 3 | Utopias | “On Utopia” by Ann Lee – FINAL DRAFT OF ESSAY 1 DUE SUNDAY |',
    ]);
    expect(r.titles).toEqual(['“On Utopia” by Ann Lee']);
  });
});

describe('a closed college in the reading column', () => {
  it('is a day without class, never a reading', () => {
    expect(
      classifySpan({ text: 'COLLEGE CLOSED – Founders’ Day', context: 'label', bulletPrior: 0 }).take,
    ).toBe(false);
    expect(classifySpan({ text: 'Campus is closed (snow day)', context: 'label', bulletPrior: 0 }).take).toBe(
      false,
    );
    expect(
      classifySpan({ text: 'Hart, “The Closed Mind” (pp. 4-9)', context: 'label', bulletPrior: 0 }).take,
    ).toBe(true);
  });
});

describe('a page range written with a word between its ends', () => {
  it('reads `pages 5 to 84` as the range 5-84', () => {
    expect(wordedPageRange('Part I of the book, pages 5 to 84')?.pages).toBe('5-84');
    expect(wordedPageRange('pp. 85 through 142')?.pages).toBe('85-142');
    expect(findPages('Part I of [B], pages 5 to 84')?.pages).toBe('5-84');
  });

  it('needs the page word and a first page before the last', () => {
    expect(wordedPageRange('Weeks 5 to 8: review')).toBeNull();
    expect(wordedPageRange('pages 84 to 5')).toBeNull();
  });
});

describe('parts listed under a reading inside its pages', () => {
  it('are no readings of their own', () => {
    const r = read([
      'Notes on the books',
      '',
      ' 1. Smith, _Money_, Part I, pages 5 to 84',
      '     + Output, 7-32',
      '     + Prices, 33-66',
      ' 2. Jones, _Banks_, pp. 90-120',
      '     + Appendix, 130-140',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['5-84', '90-120', '130-140']);
  });

  it('are readings when they say what to read', () => {
    const inside = new EnclosingPages();
    const line = (indent: number, bullet: number) => ({ indent, bullet }) as PreparedLine;
    expect(inside.isInside(line(0, 0), 'Introductory material (pp. 1-41)')).toBe(false);
    expect(inside.isInside(line(4, 2), 'Read generally pp. 1-31 of the casebook')).toBe(false);
    expect(inside.isInside(line(4, 2), 'Negligence, 10-20')).toBe(true);
    expect(inside.isInside(line(0, 0), 'Damages, pp. 50-60')).toBe(false);
    expect(inside.isInside(line(4, 2), 'Appendix, 70-80')).toBe(false);
  });
});
