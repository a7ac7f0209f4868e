/**
 * Calendar of round 38: meeting days the rows show only in part. Week headings naming their two class
 * days as a slashed pair (`Week 2, Feb 4/6th`: slashed-day-pairs.ts), and a table whose rows give the
 * class's weekday and hours in a cell (`| Wednesday 12:00pm-1:00pm |`: weekday-time-cells.ts). Small
 * made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { slashedPairGap, withPairDays } from './slashed-day-pairs';
import { weekdayTimeCellDays } from './weekday-time-cells';

describe('week headings naming two class days as a slashed pair', () => {
  const page = (pairs: string[]) => [
    'Harbour Film, Spring 2031',
    '',
    ...pairs.flatMap((p, i) => [
      `### Week ${i + 1}, ${p}: Topic ${i + 1}`,
      `- Marlow, The Harbour Book, ch. ${i + 1}`,
      '',
    ]),
  ];

  it('meet on the pair’s second day too', () => {
    const r = read(page(['Feb 4/6th', 'Feb 11/13th', 'Feb 18/20th', 'Feb 25th / Feb 27th']));
    expect(r.s.semesterStart).toBe('2031-02-04');
    expect(r.s.meetingDays).toEqual(['tuesday', 'thursday']);
  });

  it('needs three pairs with one gap', () => {
    expect(slashedPairGap(['Feb 4/6th', 'Feb 11/13th', 'Feb 18/20th'])).toBe(2);
    expect(slashedPairGap(['January 30 / February 1', 'Feb 6/8', 'Feb 13/15'])).toBe(2);
    expect(slashedPairGap(['Feb 4/6th', 'Feb 11/13th'])).toBeUndefined();
    expect(slashedPairGap(['Feb 4/6th', 'Feb 11/14th', 'Feb 18/20th'])).toBeUndefined();
    expect(withPairDays(['wednesday'], 2)).toEqual(['wednesday', 'friday']);
    expect(withPairDays(['friday'], 3)).toEqual(['friday']);
  });
});

describe('a weekday and the class hours in each row of the schedule table', () => {
  const row = (week: number, range: string, kind: string, reading: string) =>
    `| Week ${week}: ${range} | Wednesday 12:00pm-1:00pm (${kind}) | ${reading} |`;

  it('is the meeting day of a weekly class dated by week ranges', () => {
    const r = read([
      '| Week | Meeting | Chapters |',
      '| --- | --- | --- |',
      row(1, 'September 20-24', 'Seminar', 'Chapters 1-4 (1-27)'),
      row(2, 'September 27-October 1', 'Book Club', 'Chapters 5-9 (28-64)'),
      row(3, 'October 4-8', 'Seminar', 'Chapters 10-14 (65-105)'),
      row(4, 'October 11-15', 'Book Club', 'Chapters 15-18 (106-138)'),
    ]);
    expect(r.s.meetingDays).toEqual(['wednesday']);
  });

  it('needs three rows', () => {
    expect(weekdayTimeCellDays(['| Week 1 | Monday 9:00-10:15 |', '| Week 2 | Monday 9:00-10:15 |'])).toEqual(
      [],
    );
    expect(
      weekdayTimeCellDays([
        '| 1 | Monday 9:00-10:15 |',
        '| 2 | Monday 9:00-10:15 |',
        '| 3 | Thursday 9-10 |',
      ]),
    ).toEqual(['monday']);
  });
});
