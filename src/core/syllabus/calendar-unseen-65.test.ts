/**
 * Calendar of round 40: a schedule exported from a table whose cells are joined by ` / ` and whose
 * date cells lost their space (`Week 1 / March3 / Tides`), under a term written year first (`2031 Spring
 * Semester`). Each piece on its own: the year-first term (year-first-term.ts, read by years.ts and
 * term-season.ts), a month name of four letters or more glued to its day (dates.ts `MONTH_DAY`), a
 * slash after the week's number (week-heading.ts). Small made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { findDate } from './dates';
import { read } from './layouts/testing';
import { WEEK_HEADING } from './layouts/week-heading';
import { yearFirstTerm } from './year-first-term';
import { termYear } from './years';

describe('a term written year first', () => {
  it('names the year with its term word, or opening the line', () => {
    expect(yearFirstTerm('2031 Spring Semester, Schedule for Oceanography')?.year).toBe(2031);
    expect(yearFirstTerm('## 2031 Fall')?.year).toBe(2031);
    expect(yearFirstTerm('Enrolment in 2019 spring rose')).toBeUndefined();
    expect(termYear(['2031 Autumn Term timetable'])).toBe(2031);
  });
});

describe('a date cell that lost its space', () => {
  it('reads a month name of four letters or more glued to its day', () => {
    expect(findDate('Week 1 / March3 / Tides')?.date).toEqual({ month: 3, day: 3 });
    expect(findDate('due Sept9')?.date).toEqual({ month: 9, day: 9 });
    expect(findDate('Aug.31')).toBeNull();
    expect(findDate('room Mar3')).toBeNull();
  });
});

describe('a week row whose cells are joined by slashes', () => {
  it('takes the slash after the week number as the separator', () => {
    expect(WEEK_HEADING.exec('Week 4 / March 24 / Reefs')?.[0]).toBe('Week 4 / ');
  });

  it('dates the weeks of the schedule in the term named year first', () => {
    const r = read([
      '2031 Spring Semester, Schedule for Oceanography 101',
      '',
      'Week / Date / Topic / Reading',
      'Week 1 / March3 / Tides / Chapter 1, pp. 1-20',
      'Week 2 / March10 / Waves / Chapter 2, pp. 21-40',
      'Week 3 / March 17 / Coasts / Chapter 3, pp. 41-60',
      'Week 4 / March 24 / Reefs / Chapter 4, pp. 61-80',
    ]);
    expect(r.s.semesterStart).toBe('2031-03-03');
    expect(r.s.weeks[0]?.readings[0]?.date).toBe('2031-03-03');
  });
});
