import { describe, expect, it } from 'vitest';
import { isSectionCell } from './section-cell';
import { read } from './testing';

describe('layout: a cell of section numbers in a header-less dated row', () => {
  it('knows a cell of section numbers alone', () => {
    expect(isSectionCell('2.1, 2.7')).toBe(true);
    expect(isSectionCell('3.4.4')).toBe(true);
    expect(isSectionCell('Ch 2 Intro, 2.1, 2.3')).toBe(true);
    expect(isSectionCell('4.2 (up to 4.2.3)')).toBe(true);
    expect(isSectionCell('12')).toBe(false);
    expect(isSectionCell('9:30')).toBe(false);
    expect(isSectionCell('Sets and Maps 2.1')).toBe(false);
  });

  it('takes the cell as the class reading, titled as written (a bare list named as sections)', () => {
    const r = read([
      'Spring 2031',
      '| 2031-01-13 | Sets | Ann | 1.1, 1.2 | Worksheet 1 |',
      '| 2031-01-15 | Maps | Ann | 1.3 |',
      '| 2031-01-17 | Groups | Bo | Ch 2 Intro, 2.1 (up to 2.1.3) |',
    ]);
    expect(r.titles).toEqual(['Sections 1.1, 1.2', 'Sections 1.3', 'Ch 2 Intro, 2.1 (up to 2.1.3)']);
  });
});
