/**
 * Failure classes seen at first sight on the `fresh4` corpus folder (corpus/syllabi/fresh4/FIRST_SIGHT.md),
 * each on a small made-up example (no text of a corpus document). The layouts added for them have
 * their own tests beside them: layouts/spaced-date-table.test.ts, layouts/inline-labels.test.ts,
 * layouts/assignment-lead.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { leadingDate } from './dates';
import { read } from './layouts/testing';

describe('a table flattened to text with single spaces between its cells', () => {
  it('reads textbook sections at the end of dated rows as the readings, without a year', () => {
    const r = read([
      'Scheduled day Online module Textbook Chapter',
      'September 4 Units and vectors 1.1 - 1.4   Vol. 1',
      'September 6 Kinematics 2.1 - 2.3, 2.5',
      'September 11 Review',
      'September 13 Forces 3.1-3.4',
      '',
      'Homework:',
      'HW1 September 5',
    ]);
    expect(r.titles).toEqual(['Sections 1.1 - 1.4', 'Sections 2.1 - 2.3, 2.5', 'Sections 3.1-3.4']);
    expect(r.rows.map((x) => x[0])).toEqual([1, 1, 2]);
  });

  it('carries the month down to rows that give only a day and reads the rest as the reading', () => {
    const r = read([
      'Month Day Author Reading',
      'March 1 Introduction',
      '3 Hobbes Leviathan XIII-XV',
      '8 Locke Second Treatise II-V',
      '10 Rousseau Social Contract I',
    ]);
    expect(r.titles).toEqual([
      'Hobbes Leviathan XIII-XV',
      'Locke Second Treatise II-V',
      'Rousseau Social Contract I',
    ]);
  });
});

describe('several labelled fields written on one line', () => {
  it('takes the reading after a label in mid-line, not the topic before it', () => {
    const r = read([
      'Fall 2030',
      'Sep 3',
      'Topic: Research design Reading: Gerring (2012) Ch. 4',
      'Sep 10',
      'Topic: Measurement Assignments: Data memo Presentation: Pitches',
      'Sep 17',
      'Topic: Surveys Reading: Groves (2009) Ch. 1',
    ]);
    expect(r.titles).toEqual(['Gerring (2012) Ch. 4', 'Groves (2009) Ch. 1']);
  });

  it('reads a dated line with its reading label on the same line', () => {
    const r = read([
      'Spring 2031',
      'Monday, January 13:  Reading: U1 and U2',
      '     LAB:  Pendulum',
      'Wednesday, January 15:  Reading: U3',
      'Friday, January 17: Reading: U3 (to end)',
    ]);
    expect(r.titles).toEqual(['U1 and U2', 'U3', 'U3 (to end)']);
  });
});

describe('a whole schedule run together on one line', () => {
  it('cuts it at each "M/D (Day)" date and keeps required readings, not recommended ones', () => {
    const r = read([
      `Summer 2031 Reading Schedule Abbreviations: AB – A Book ${'-'.repeat(40)} 6/2 (Mon) – Overview Required Readings: AB – Ch. 1 6/3 (Tue) – Second day Required Readings: AB Ch. 2-3; Recommended Readings: CD – Sections 1-2 6/4 (Wed) – Third day Required Readings: AB - Ch. 4 6/5 (Thu) – Fourth day Required Readings: AB – Ch. 5`,
    ]);
    expect(r.titles).toEqual(['AB – Ch. 1', 'AB Ch. 2-3', 'AB - Ch. 4', 'AB – Ch. 5']);
    expect(r.rows.map((x) => x[3])).toEqual(['2031-06-02', '2031-06-03', '2031-06-04', '2031-06-05']);
  });
});

describe('calendar: weekdays written beside yearless dates', () => {
  it('starts the weeks on Mondays from the written weekdays when no year is known', () => {
    const r = read([
      'Friday, March 6: Reading: K1',
      'Monday, March 9: Reading: K2',
      'Wednesday, March 11: Reading: K3',
      'Friday, March 13: Reading: K4',
      'Monday, March 16: Reading: K5',
    ]);
    // The text names no year: no dates, but the weeks follow the written weekdays.
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, null],
      [2, null],
      [2, null],
      [2, null],
      [3, null],
    ]);
  });

  it('reads a weekday written in parentheses after a date, so it can decide the year', () => {
    expect(leadingDate('5/18 (Mon) – Overview')?.weekday).toBe(0);
    expect(leadingDate('5/19 (Tue) – Milesians')?.weekday).toBe(1);
    const r = read([
      'Schedule, Summer 2030',
      '5/19 (Mon) – Overview Required Readings: AB – Ch. 1',
      '5/20 (Tue) – Second Required Readings: AB – Ch. 2',
      '5/21 (Wed) – Third Required Readings: AB – Ch. 3',
    ]);
    // 5/19 is a Monday in 2031, not in the header's 2030: the written weekdays decide.
    expect(r.rows.map((x) => x[3])).toEqual(['2031-05-19', '2031-05-20', '2031-05-21']);
  });
});

describe('a reading label listing works by author and year', () => {
  it('takes each cited work as a reading of its own', () => {
    const r = read([
      'Spring 2030',
      'Jan 8',
      'Reading: Hart (1961), Fuller (1964) Ch. 2, Dworkin (1977)',
      'Jan 15',
      'Reading: Raz (1979), chapters 2, 4 and 6',
    ]);
    expect(r.titles).toEqual([
      'Hart (1961)',
      'Fuller (1964) Ch. 2',
      'Dworkin (1977)',
      'Raz (1979), chapters 2, 4 and 6',
    ]);
  });
});
