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
