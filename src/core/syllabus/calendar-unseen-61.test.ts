/**
 * Calendar of round 39: date styles an unseen syllabus writes that the calendar did not read. A day-first
 * ordinal before the month's name (`Monday 25th February`, `3rd of March 2031`: British and Australian
 * pages; dates.ts `DAY_MONTH`). Small made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { findDate } from './dates';
import { read } from './layouts/testing';

describe('a day-first ordinal before the month', () => {
  it('is a date, with or without `of` and a year', () => {
    expect(findDate('Lecture 3: Wednesday 5th March')?.date).toEqual({ month: 3, day: 5 });
    expect(findDate('due on the 3rd of March 2031')?.date).toEqual({ month: 3, day: 3, year: 2031 });
    expect(findDate('Tue 21st Oct')?.date).toEqual({ month: 10, day: 21 });
    expect(findDate('the 20th century, 4th edition')).toBeNull();
  });

  it('dates the lectures of a schedule written that way', () => {
    const r = read([
      'Tidal Mechanics, Semester 1 2031',
      '',
      'Lecture 1: Monday 3rd March',
      'Read sections 1.1-1.4 of the course text.',
      'Lecture 2: Wednesday 5th March',
      'Read sections 1.5-1.9 of the course text.',
      'Lecture 3: Monday 10th March',
      'Read sections 2.1-2.6 of the course text.',
      'Lecture 4: Wednesday 12th March',
      'Read sections 2.7-2.9 of the course text.',
    ]);
    expect(r.s.semesterStart).toBe('2031-03-03');
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday']);
  });
});
