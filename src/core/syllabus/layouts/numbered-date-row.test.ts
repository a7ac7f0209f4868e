import { describe, expect, it } from 'vitest';
import { isNumberedDateRow } from './numbered-date-row';
import { read } from './testing';

describe('a fixed-width row numbered before its date', () => {
  it('is a row number then a date', () => {
    expect(isNumberedDateRow('07 14 Mar Wed')).toBe(true);
    expect(isNumberedDateRow('3 Mar 9 Fri')).toBe(true);
    expect(isNumberedDateRow('12 angry men')).toBe(false);
    expect(isNumberedDateRow('Mar 9 Fri')).toBe(false);
  });

  it('keeps the table going past a row whose reading cell is empty', () => {
    const r = read([
      'Geology 101, Spring 2031',
      '#   Date            Reading',
      '01  04 Mar Tue      2.1-2.4',
      '02  06 Mar Thu      ',
      '03  11 Mar Tue      3.1-3.3',
      '04  13 Mar Thu      4.2,4.5-4.6',
    ]);
    expect(r.rows).toEqual([
      [1, 'Sections 2.1-2.4', null, '2031-03-04'],
      [2, 'Sections 3.1-3.3', null, '2031-03-11'],
      [2, 'Sections 4.2,4.5-4.6', null, '2031-03-13'],
    ]);
  });
});
