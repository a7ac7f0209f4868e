/**
 * Failure classes of the fresh12 round (layouts and shapes an unseen folder showed), each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { isHolidayName } from './holiday-names';
import { journalPages } from './journal-pages';
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

describe('a "Further Readings:" label over citations written like the assigned ones', () => {
  it('does not take the further readings', () => {
    const r = read([
      '### Week 1 (beg. Sept. 8th): Ties',
      '',
      'Required for Tuesday:',
      '',
      '* Doe, Jane. 2001. "Weak and Strong Ties." Journal of Ties 4: 10-30.',
      '* Roe, Rob. 1999. "Brokers." Network Review 2: 1-19.',
      '',
      'Further Readings:',
      '',
      '* Poe, Pat. 2005. "More on Ties." Journal of Ties 8: 40-60.',
      '* Loe, Lu. 2010. "Ties Again." Network Review 9: 5-25.',
      '',
      '### Week 2 (beg. Sept. 15th): Groups',
      '',
      '* Moe, Max. 2003. "Groups." Journal of Ties 6: 1-20.',
    ]);
    expect(r.titles.join(' | ')).not.toMatch(/More on Ties|Ties Again/);
    expect(r.rows.map((x) => x[0])).toEqual([1, 1, 2]);
  });
});

describe('a short author-year reference with its full citation nested under it', () => {
  it('reads the pair as one reading, the full citation', () => {
    const r = read([
      '### Meeting 1 - Monday, March 3, 2031 - Health {-}',
      '',
      '  * **Before Class:**',
      '    * Read Lane et al. (2010)',
      '      * Lane, Ann, Bo Chu, and Cy Dee. 2010. "Social Causes of Illness." *Journal of Health* 51(S):S28-S40.',
      '    * Read Moss and Ray (2009)',
      '      * Moss, Al and Bea Ray. 2009. "Growing Up Unequal." *Pediatrics* 123(3):163-175.',
    ]);
    expect(r.titles).toHaveLength(2);
    expect(r.titles.join(' | ')).toMatch(/Social Causes of Illness.*Growing Up Unequal/);
  });
});

describe('journal pages after a volume and a colon', () => {
  it('reads Volume:Start-End pages, an abbreviated end page as printed', () => {
    expect(journalPages('Doe, Jane. 2001. Weak Ties. Network Review 71:353-375.')?.pages).toBe('353-375');
    expect(journalPages('Journal of Health 51(S):S28-S40.')?.pages).toBe('S28-S40');
    expect(journalPages('Annual Review of Ties 27:415-44')?.pages).toBe('415-44');
    expect(journalPages('Social Networks, 25:2:103-140.')?.pages).toBe('103-140');
    expect(journalPages('Class meets 9:30-10:45 on Mondays')).toBeNull();
  });

  it('gives the pages to a citation bullet', () => {
    const r = read(['### Week 1', '', '* Roe, Rob. 1999. "Brokers and Bridges." Network Review 2:101-119.']);
    expect(r.rows[0]?.[2]).toBe('101-119');
  });
});

describe('a statute cited with "Gen. Stat."', () => {
  it('is one reading, not split after "Gen."', () => {
    const r = read([
      '#### September 3',
      '',
      '- [NC Gen. Stat. §§ 84-1, 84-2, 84-4.1](https://example.org/statutes)',
      '- [In re Doe](https://example.org/doe), 602 N.W.2d 500 (Neb. 1999)',
    ]);
    expect(r.titles).toHaveLength(2);
    expect(r.titles[0]).toContain('Gen. Stat.');
  });
});

describe('a holiday named alone in a grid cell', () => {
  it('is a day without class: the term starts with the first class after it', () => {
    expect(isHolidayName('MLK Day')).toBe(true);
    expect(isHolidayName("Presidents' Day - no classes")).toBe(true);
    expect(isHolidayName('Thanksgiving')).toBe(true);
    expect(isHolidayName('The Labor Day Strikes of 1894, pp. 1-20')).toBe(false);
    const r = read([
      '## Schedule, Spring 2031',
      '',
      '| **Monday** | **Wednesday** | **Friday** |',
      '|---|---|---|',
      '|Jan 20. **MLK Day**| Jan 22. Ch 1| Jan 24. Ch 2|',
      '|Jan 27. Ch 3| Jan 29. Ch 3| Jan 31. Ch 4|',
    ]);
    expect(r.s.semesterStart).toBe('2031-01-22');
  });
});
