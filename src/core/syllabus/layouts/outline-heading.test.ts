import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: an undated outline (I. / A. / 1. headings)', () => {
  const r = read([
    'Abbreviations:',
    'Reader = The Course Reader',
    'I. Introduction',
    'Reader pp. 1-10',
    'II. Remedies',
    'A. Damages',
    'Hadley v. Baxendale',
    'B. Specific Performance',
    'Reader pp. 40-52',
  ]);

  it('opens one unit per heading that has material under it, numbered in order', () => {
    expect(r.region('I. Introduction')).toBe('class heading');
    expect(r.region('Reader = The Course Reader')).toBe('outside schedule');
    expect(r.rows.map((x) => [x[0], x[1], x[2]])).toEqual([
      [1, 'Reader', '1-10'],
      [2, 'Hadley v. Baxendale', null],
      [3, 'Reader', '40-52'],
    ]);
    expect(r.s.weeks.map((w) => w.topic)).toEqual(['Introduction', 'Damages', 'Specific Performance']);
  });

  it('is not used when the document has dates (a class marker at a line end counts)', () => {
    const dated = read([
      'I. Introduction [#1 – TUESDAY, JANUARY 20, 2026]',
      'Reader pp. 1-10',
      'II. Elements [#2 – THURSDAY, JANUARY 22, 2026]',
      'A. Acts',
      'CB pp. 11-20',
      'B. Intent',
      'CB pp. 21-30',
    ]);
    expect(dated.region('A. Acts')).not.toBe('class heading');
  });
});
