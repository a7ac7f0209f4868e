/**
 * Calendar failure classes found by the calendar bench's new date styles (round 2 of calendar
 * robustness), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { yearOfCompleteDates } from './complete-date-year';
import { dayColumnDays } from './day-column';
import { numericDatesDayFirst } from './day-first';
import { findDates } from './dates';
import { monthHeadingDays } from './month-heading-days';
import { structureSyllabusText } from './parse';
import { statedMeetingDays } from './stated-meeting-days';
import { statedTermRange } from './stated-term-range';

const datesOf = (text: string) =>
  structureSyllabusText(text).weeks.flatMap((w) => w.readings.map((r) => `${w.weekNumber} ${r.date}`));

describe('day numbers under a month heading (`September` / `8 Topic`)', () => {
  const schedule = [
    'Torts, Fall 2031',
    '',
    '### September',
    '#### Mon 8',
    'Read: Casebook pp. 1-20',
    '#### Wed 10',
    'Read: Casebook pp. 21-40',
    '### October',
    '#### Wed 1',
    'Read: Casebook pp. 41-60',
  ].join('\n');

  it('dates each day line by the month named above it', () => {
    expect(datesOf(schedule)).toEqual(['1 2031-09-08', '1 2031-09-10', '4 2031-10-01']);
  });

  it('writes the month (and the heading year) onto the day lines only', () => {
    expect(
      monthHeadingDays([
        'SEPTEMBER 2031',
        '8 Introduction',
        'Reading: Ch. 1',
        '10: Duty',
        'October',
        '- 1 Breach',
      ]),
    ).toEqual([
      'SEPTEMBER 2031',
      'September 8, 2031 Introduction',
      'Reading: Ch. 1',
      'September 10, 2031: Duty',
      'October',
      '- October 1 Breach',
    ]);
  });

  it('leaves numbered items, times, falling numbers and a lone month heading alone', () => {
    const list = ['March', '1. Intro', '2) Duty', '8:30 lecture', 'm 12 Duty', '3 pages due', 'Notes'];
    expect(monthHeadingDays(list)).toEqual(list);
    const one = ['April', '4 Intro', '9 Duty'];
    expect(monthHeadingDays(one)).toEqual(one);
    const own = ['May', '4 Intro', 'Sept. 9 Duty', '12 Breach', '14 Causation'];
    const due = ['May', '4 Intro', 'Due May 6', '7 Duty', '11 Breach'];
    expect(monthHeadingDays(due)).toEqual(['May', 'May 4 Intro', 'Due May 6', 'May 7 Duty', 'May 11 Breach']);
    expect(monthHeadingDays(own)).toEqual(own);
  });
});

describe('day numbers under a month heading, in a spaced table with weekday letters', () => {
  it('reads `M 24` as a Monday and keeps the table columns', () => {
    expect(
      monthHeadingDays([
        'Day        Reading',
        'May',
        'M 24       Ch. 1',
        'W 26       Ch. 2',
        'June',
        'M 1        Ch. 3',
      ]),
    ).toEqual([
      'Day        Reading',
      'May',
      'M May 24   Ch. 1',
      'W May 26   Ch. 2',
      'June',
      'M June 1   Ch. 3',
    ]);
  });
});

describe('a month calendar flattened to one day number a line', () => {
  it('is no run of classes: seven days or more in a row, weekend included', () => {
    const grid = ['January', '1', '2', '3', '4', '5', '6', '7', '8', 'February', '1', '2'];
    expect(monthHeadingDays(grid)).toEqual(grid);
    expect(monthHeadingDays(['March', '3', 'Ch. 1', '5', 'Ch. 2', '10', 'Ch. 3'])).toEqual([
      'March',
      'March 3',
      'Ch. 1',
      'March 5',
      'Ch. 2',
      'March 10',
      'Ch. 3',
    ]);
  });
});

describe('a day-first schedule beside one stray month-first date', () => {
  it('stays day first when its day-first dates outnumber the month-first ones four to one', () => {
    const rows = ['13/9 | Ch. 1', '20/9 | Ch. 2', '27/9 | Ch. 3', '14/10 | Ch. 4', 'Translated on 6/21/2001'];
    expect(numericDatesDayFirst(rows)).toBe(true);
    expect(numericDatesDayFirst(rows.slice(1))).toBe(false);
  });
});

describe('the year of a yearless schedule from one complete date opening its line', () => {
  const items = [9, 10].map((month) => ({ date: { month, day: 5 } }));

  it('takes the year of a dated calendar entry among the classes', () => {
    expect(yearOfCompleteDates(items, ['September 18, 2031', '• Last day to add courses'])).toBe(2031);
  });

  it('takes none from one date inside a sentence or a citation', () => {
    expect(yearOfCompleteDates(items, ['Letter written on September 18, 1963, in jail'])).toBeUndefined();
  });
});

describe('a numbered session whose number is followed by its date (`(01) Monday, 20 January 2031`)', () => {
  it('is dated by it, so the rows give the semester and the meeting days', () => {
    const s = structureSyllabusText(
      [
        'Week 1: Basics',
        '(01) Monday, 20 January 2031',
        'Read: Chapter 1',
        '(02) Wednesday, 22 January 2031',
        'Read: Chapter 2',
        'Week 2: More',
        '(03) Monday, 27 January 2031',
        'Read: Chapter 3',
      ].join('\n'),
    );
    expect([s.semesterStart, s.semesterEnd, s.meetingDays]).toEqual([
      '2031-01-20',
      '2031-01-27',
      ['monday', 'wednesday'],
    ]);
  });
});

describe('meeting days joined by a plus beside the class time (`Monday + Tuesday 12:40-2:10`)', () => {
  it('names both days', () => {
    expect(statedMeetingDays(['Spring 2031; Monday + Tuesday 12:40-2:10; Room 125'])).toEqual([
      'monday',
      'tuesday',
    ]);
  });
});

describe('a date with a two-digit year of the last century (`9/21/90`)', () => {
  it('is read in 1950-2049, as a term heading `Fall 99` is', () => {
    expect(findDates('due Friday, 9/21/90 at 9 a.m.')[0]?.date).toMatchObject({
      month: 9,
      day: 21,
      year: 1990,
    });
    expect(findDates('Quiz 1/14/25')[0]?.date).toMatchObject({ month: 1, day: 14, year: 2025 });
  });
});

describe('the term span stated in the header (`September 1 – December 9`)', () => {
  const header = ['Course Calendar', '', 'September 1 – December 9', 'TR 1:40 – 2:55'];
  const rows = [
    'September 2, 2031 (Tuesday)',
    'Read: Chapter 1',
    'October 14, 2031 (Tuesday)',
    'Read: Chapter 2',
  ];

  it('ends the semester when the dated rows stop earlier', () => {
    expect(structureSyllabusText([...header, ...rows].join('\n')).semesterEnd).toBe('2031-12-09');
  });

  it('is no span when it is a sentence or a short range', () => {
    expect(statedTermRange(['Spring break: March 9 - 13'], 2031)).toBeUndefined();
    expect(statedTermRange(['Read pages from September 1 – December 9 of the diary'], 2031)).toBeUndefined();
    expect(statedTermRange(['Term: Jan 14 - May 3, 2031'], 2031)).toBeDefined();
  });
});

describe("meeting days in the schedule table's own column (`Lecture days`: `M,W,F`)", () => {
  it('are the days listed on at least half of the rows', () => {
    const table = [
      '| Week | Week of Monday | Lecture¦days | Readings |',
      '',
      '| 1 | Jan 13 | W,F | Ch. 1 |',
      '| 2 | Jan 20 | M,W,F | Ch. 2 |',
      '| 3 | Jan 27 | M,W,F | Ch. 3 |',
      '| 4 | Feb 3 | M | Ch. 4 |',
    ];
    expect(statedMeetingDays(table)).toEqual(['monday', 'wednesday', 'friday']);
    expect(dayColumnDays(table.slice(1))).toEqual([]);
  });
});
