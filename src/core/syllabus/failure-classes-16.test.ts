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
