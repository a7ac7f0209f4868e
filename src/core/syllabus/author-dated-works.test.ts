/**
 * author-dated-works.ts: class lines that name each work as `author, title` in lower case, some titles in
 * quotes, a second work on an undated line under its class. Small made-up examples (no corpus text).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

const list = [
  'anth 210: reading list',
  '',
  'oct 2 : : ada lovett, “the weight of rivers”',
  '',
  'oct 4 : : ben ortiz, the salt road',
  '',
  'dora weil, field notes on salt',
  '',
  'oct 9: : cy lane & eli moss, the long quiet — NOTE: the library copy is missing pages, use the scan.',
  '',
  'oct 11 : : fay ruiz, “a house of wind”',
];

describe('a list of `author, title` class lines', () => {
  it('takes the work of every dated line and of the undated line under one', () => {
    const r = read(list);
    expect(r.titles).toHaveLength(5);
    expect(r.titles[1]).toBe('ben ortiz, the salt road');
    expect(r.titles[2]).toBe('dora weil, field notes on salt');
    expect(r.titles[3]).toBe('cy lane & eli moss, the long quiet');
  });

  it('needs two quoted titles among the dated lines: topics of the same shape are not works', () => {
    const topics = [
      'Sept 9: Contracts, formation',
      'Sept 11: Offer, acceptance and consideration',
      'Sept 16: Remedies, expectation damages',
      'Sept 18: Defenses, mistake and fraud',
    ];
    expect(read(topics).titles).toEqual([]);
  });
});
