import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { plainHyphens } from './unicode-hyphens';

describe('hyphens written as Unicode hyphen characters', () => {
  it('reads U+2010 as a hyphen, and a hyphen-minus before it as that one hyphen; keeps U+2011', () => {
    expect(plainHyphens('Floods, 13\u201018')).toBe('Floods, 13-18');
    expect(plainHyphens('Oliver-\u2010Smith, 3-\u201032')).toBe('Oliver-Smith, 3-32');
    expect(plainHyphens('Exercise 3\u20115')).toBe('Exercise 3\u20115');
    expect(plainHyphens('13 - 18 -- 20')).toBe('13 - 18 -- 20');
  });

  it('gives the page range of a reading whose hyphen is one of them', () => {
    const r = read([
      'Week 1 (Sep 8)',
      'Reading: Ana Ortega, Salt Roads, 13\u201018.',
      'Week 2 (Sep 15)',
      'Reading: Cy Marsh, Ferries, 19-\u201028.',
    ]);
    expect(r.rows.map(([w, , p]) => [w, p])).toEqual([
      [1, '13-18'],
      [2, '19-28'],
    ]);
  });
});
