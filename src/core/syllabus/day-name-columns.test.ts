import { describe, expect, it } from 'vitest';
import { dayNameColumnDays } from './day-name-columns';
import { read } from './layouts/testing';

const grid = [
  '| Week | Dates | Sections | Tue | Thu | Fri |',
  '|--|--|--|--|--|--|',
  '| 1 | 1/8-1/12 | 2.1 - 2.3 | {{LAB}} | {{QZ}} | |',
  '| 2 | 1/15-1/19 | 2.4 | {{LAB}} | {{QZ}} | |',
  '| 3 | 1/22-1/26 | 3.1 | {{LAB}} | {{EX}} | {{HW}} |',
  '| 4 | 1/29-2/2 | 3.2 | {{LAB}} | {{QZ}} | |',
];

describe('dayNameColumnDays', () => {
  it('gives the day columns filled on half of the rows at least', () => {
    expect(dayNameColumnDays(grid)).toEqual(['tuesday', 'thursday']);
  });

  it('wants two day columns, a column that is no day and three rows', () => {
    expect(dayNameColumnDays(['| Mon | Wed |', '| a | b |', '| c | d |', '| e | f |'])).toEqual([]);
    expect(dayNameColumnDays(grid.slice(0, 4))).toEqual([]);
    expect(dayNameColumnDays(['| Week | Topic |', '| 1 | Mon |', '| 2 | Wed |', '| 3 | Fri |'])).toEqual([]);
  });
});

describe('a week table whose day columns are the class days', () => {
  it('gives those days as the meeting days, not only the Monday opening each week’s dates', () => {
    const mwf = [
      '| Week | Dates | Sections | Mon | Wed | Fri |',
      '|--|--|--|--|--|--|',
      '| 1 | 1/8-1/12 | 2.1 - 2.3 | {{PA}} | {{HW}} | {{QZ}} |',
      '| 2 | 1/15-1/19 | 2.4 | {{PA}} | {{HW}} | {{QZ}} |',
      '| 3 | 1/22-1/26 | 3.1 | {{PA}} | {{HW}} | {{EX}} |',
    ];
    expect(read(['Weekly Calendar', '', ...mwf]).s.meetingDays).toEqual(['monday', 'wednesday', 'friday']);
  });
});
