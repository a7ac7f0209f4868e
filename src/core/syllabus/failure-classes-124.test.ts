import { describe, expect, it } from 'vitest';
import { isShortReference } from './listed-short-reference';
import { read } from './layouts/testing';

/** Round 40 (fresh60): an author-year citation with two years or two letters in its parentheses. */
describe('author-year citations with several years, in a `;` list', () => {
  it('counts `Roe (2016b,a)` and `Roe and Poe (2016, 2015)` as short references', () => {
    expect(isShortReference('Roe (2016b,a)')).toBe(true);
    expect(isShortReference('Roe and Poe (2016, 2015)')).toBe(true);
    expect(isShortReference('Roe (2016, and more)')).toBe(false);
  });

  it("splits a session's reading line at each `;`", () => {
    const r = read([
      'Week 1: Tides and Moons',
      'Reading: Lark et al. (2010); Roe (2016b,a)',
      'Week 2: Winds',
      'Reading: Moss (2012); Finch and Wren (2014, 2011)',
      'Week 3: Rain',
      'Reading: Heron (2009); Teal (2015)',
    ]);
    expect(r.titles.slice(0, 4)).toEqual([
      'Lark et al. (2010)',
      'Roe (2016b,a)',
      'Moss (2012)',
      'Finch and Wren (2014, 2011)',
    ]);
  });
});
