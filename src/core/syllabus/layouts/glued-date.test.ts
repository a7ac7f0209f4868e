import { describe, expect, it } from 'vitest';
import { unglueLeadingDate } from './glued-date';
import { read } from './testing';

describe('layout: a date glued to its topic', () => {
  it('puts the lost space back after a leading month-name or month/day date', () => {
    expect(unglueLeadingDate('March 3The Rule of Capture 10-24')).toBe('March 3 The Rule of Capture 10-24');
    expect(unglueLeadingDate('2/14Smith The Wealth of Nations, book I')).toBe(
      '2/14 Smith The Wealth of Nations, book I',
    );
    expect(unglueLeadingDate('Oct. 9Consideration 55-70')).toBe('Oct. 9 Consideration 55-70');
  });

  it('separates a row number, a date with its year and the next cell run together', () => {
    expect(unglueLeadingDate('4Sep 9, 2031HW02 Constant Acceleration')).toBe(
      '4 Sep 9, 2031 HW02 Constant Acceleration',
    );
    expect(unglueLeadingDate('12Oct 7, 2031Kepler')).toBe('12 Oct 7, 2031 Kepler');
    expect(unglueLeadingDate('2020 Sep 9, 2031 HW02')).toBe('2020 Sep 9, 2031 HW02');
  });

  it('dates a schedule of such rows: meeting days and semester from the rows', () => {
    const r = read([
      '1Sep 1, 2031Reading: Chapter 1, Measurement 1-20',
      '2Sep 3, 2031Reading: Chapter 2, Motion 21-40',
      '3Sep 8, 2031Reading: Chapter 3, Vectors 41-60',
      '4Sep 10, 2031Reading: Chapter 4, Forces 61-80',
    ]);
    expect(r.rows.map((x) => [x[0], x[2], x[3]])).toEqual([
      [1, '1-20', '2031-09-01'],
      [1, '21-40', '2031-09-03'],
      [2, '41-60', '2031-09-08'],
      [2, '61-80', '2031-09-10'],
    ]);
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday']);
  });

  it('leaves ordinals, codes and ordinary lines alone', () => {
    expect(unglueLeadingDate('March 3rd: The Rule of Capture')).toBe('March 3rd: The Rule of Capture');
    expect(unglueLeadingDate('3/4MWF sections')).toBe('3/4MWF sections');
    expect(unglueLeadingDate('Marching orders 1-12')).toBe('Marching orders 1-12');
  });

  it('dates and weeks each glued line of a schedule', () => {
    const r = read([
      'All readings for Spring 2019 are from the casebook.',
      'March 4The Rule of Capture 10-24',
      'March 6Finders 25-40',
      'March 11Adverse Possession 41-60; 64-70',
    ]);
    expect(r.rows).toEqual([
      [1, 'The Rule of Capture', '10-24', '2019-03-04'],
      [1, 'Finders', '25-40', '2019-03-06'],
      [2, 'Adverse Possession', '41-60, 64-70', '2019-03-11'],
    ]);
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday']);
  });
});
