/**
 * caps-case-line.ts (round 39, fresh54 l548): a casebook's contents under dated lines, each principal case in
 * capitals on a line of its own, some long enough to look wrapped. Small made-up examples (no text of a corpus
 * document).
 */
import { describe, expect, it } from 'vitest';
import { opensCapitalsCase } from './caps-case-line';
import { read } from './layouts/testing';

describe('opensCapitalsCase', () => {
  it('is true for a line opening with a case name in capitals', () => {
    expect(opensCapitalsCase('ALDER FARMS, INC. v. BIRCH MILLING CO. - Notes on Remedies')).toBe(true);
    expect(opensCapitalsCase('COLE v. DUNN')).toBe(true);
  });

  it('is false for a case in mixed case or a line that only mentions one', () => {
    expect(opensCapitalsCase('Cole v. Dunn')).toBe(false);
    expect(opensCapitalsCase('read COLE v. DUNN for Monday')).toBe(false);
    expect(opensCapitalsCase('ALDER FARMS and the law of remedies')).toBe(false);
  });
});

describe('long capitals case lines of a casebook contents', () => {
  it('reads each case line as a reading of its own', () => {
    const r = read([
      'September 2, 2019',
      'Chapter 1. Remedies for Breach of a Contract to Sell Farm Land and Timber',
      'ALDER FARMS, INC. v. BIRCH MILLING AND TIMBER COMPANY - Notes on the Measure of Damages',
      'COLE HARBOR LUMBER, INC. v. DUNN VALLEY RAILWAY COMPANY - The Right to Specific Performance',
      'EVERETT v. FROST',
      'September 9, 2019',
      'Chapter 2. Torts Arising out of the Sale and Carriage of Farm Land and Timber',
      'GRANT MILLS v. HOLLOWAY TRANSPORT AND STORAGE COMPANY, INC. - Notes on Carriers',
      'IRVING v. JAMES',
      'KENT v. LOWELL',
    ]);
    expect(r.titles.filter((t) => (t.match(/ v\. /g) ?? []).length > 1)).toEqual([]);
    expect(r.titles.filter((t) => / v\. /.test(t)).length).toBe(6);
  });
});
