import { describe, expect, it } from 'vitest';
import { numberedParenDate } from './numbered-paren-date';
import { read } from './testing';

describe('numbered classes dated in parentheses: `2. (10 September) Topic.`', () => {
  const lines = [
    'Harbour Towns, Fall 2031',
    'SCHEDULE',
    '1. (9 September) Welcome.',
    'Reading to be done for today: none.',
    '2. (11 September) Salt and Trade.',
    'Reading: Ana Ortega, "Salt Roads," in Ben Lund, ed., Old Ports, 45-60; Cy Marsh, Ferries, 13-18. (23)',
    '3. (16 September) Toll Roads.',
    'Reading: Dee Ray, "Tolls," in Ben Lund, ed., Old Ports, 61-80. (20)',
    '4. (23 September) Market Towns.',
    'Reading: Eve Park, Markets, 1-30. (30)',
  ];

  it('dates each class by its parenthesis and files its readings under it', () => {
    const r = read(lines);
    expect(r.region('2. (11 September)')).toBe('numbered topic');
    expect(r.rows.map(([w, , p, d]) => [w, p, d])).toEqual([
      [1, '45-60', '2031-09-11'],
      [1, '13-18', '2031-09-11'],
      [2, '61-80', '2031-09-16'],
      [3, '1-30', '2031-09-23'],
    ]);
  });

  it('reads a month-first date and a closing-parenthesis number too; nothing else', () => {
    expect(numberedParenDate('14) (Oct. 27) Plague and Empire')).toMatchObject({
      classNo: 14,
      rest: 'Plague and Empire',
    });
    expect(numberedParenDate('2. (10 September) Myths.')?.classNo).toBe(2);
    expect(numberedParenDate('2. (see the notes) Myths.')).toBeNull();
    expect(numberedParenDate('2. Myths (10 September)')).toBeNull();
    expect(numberedParenDate('(10 September) Myths')).toBeNull();
  });
});
