/**
 * Failure classes of the fresh12 round (layouts and shapes an unseen folder showed), each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { isReviewClass } from './review-class';

describe('a review class listed like a reading', () => {
  it('knows a topic followed by "Review" names a session, not a reading', () => {
    for (const t of [
      'Joinder Review',
      'Personal Jurisdiction Review',
      'Final Review',
      'Choice of Law Review.',
    ])
      expect(isReviewClass(t)).toBe(true);
    for (const t of [
      'Review: Casebook 1-20',
      'Stanford Law Review 59 (2007)',
      'Review the reading for Week 2',
    ])
      expect(isReviewClass(t)).toBe(false);
  });

  it('does not take the review day of a dated list', () => {
    const r = read([
      '#### Monday, September 15, 2031',
      '',
      '- Required Parties, Casebook: § 2.6',
      '',
      '#### Wednesday, September 17, 2031',
      '',
      '- Joinder Review',
      '',
      '#### Friday, September 19, 2031',
      '',
      '- Due Process Limits, Casebook: § 3.1',
    ]);
    expect(r.titles.join(' | ')).not.toContain('Joinder Review');
    expect(r.titles).toHaveLength(2);
  });
});

describe('class headings numbered module-class before their date', () => {
  it('dates `Meeting 1-3 - Wednesday, January 26 - Topic {-}` by its date, not by the module number', () => {
    const r = read([
      '## Module 1 - Foundations',
      '',
      '### Meeting 1-1 - Wednesday, January 15 - Introduction {-}',
      '',
      '  * **Before Class:**',
      '    * Read *An Open Textbook*, "Chapter 1 - Beginnings," pp. 1-9',
      '',
      '### Meeting 1-2 - Monday, January 20 - Theory {-}',
      '',
      '  * **Before Class:**',
      '    * Read *An Open Textbook*, "Chapter 1 - Beginnings," pp. 9-24',
      '',
      '### Meeting 1-3 - Wednesday, January 22 - Methods {-}',
      '',
      '  * **Before Class:**',
      '    * Read *An Open Textbook*, "Chapter 2 - Methods," pp. 25-40',
      '',
      '## Module 2 - Structure',
      '',
      '### Meeting 2-1 - Monday, January 27 - Structure {-}',
      '',
      '  * **Before Class:**',
      '    * Read *An Open Textbook*, "Chapter 3 - Structure," pp. 41-50',
    ]);
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [1, '1-9'],
      [2, '9-24'],
      [2, '25-40'],
      [3, '41-50'],
    ]);
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday']);
  });
});
