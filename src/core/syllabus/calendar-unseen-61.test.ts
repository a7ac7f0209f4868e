/**
 * Calendar of round 39: date styles an unseen syllabus writes that the calendar did not read. A day-first
 * ordinal before the month's name (`Monday 25th February`, `3rd of March 2031`: British and Australian
 * pages; dates.ts `DAY_MONTH`). A registrar page's meeting pattern in capitals (`06:00 PM - 07:20 PM (TTH)`;
 * stated-meeting-days.ts) and its `First Class: Tuesday, August 24th` field inside a paragraph
 * (first-class-label.ts). Small made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { findDate } from './dates';
import { labelledFirstClass } from './first-class-label';
import { read } from './layouts/testing';
import { semesterStartOf } from './semester';
import { statedMeetingDays } from './stated-meeting-days';

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

describe('a registrar page: day codes in capitals and a first-class field', () => {
  it('reads TTH and MWTH beside the class time', () => {
    expect(statedMeetingDays(['Meets: 01:00 PM - 02:20 PM (TTH) - Room 12'])).toEqual([
      'tuesday',
      'thursday',
    ]);
    expect(statedMeetingDays(['Lecture MWTH 9:00-9:50'])).toEqual(['monday', 'wednesday', 'thursday']);
    expect(statedMeetingDays(['Meets: 09:00 AM - 11:50 AM (TH)'])).toEqual(['thursday']);
  });

  it('reads the first class only right after its label', () => {
    const para = `Week one. ${'Bring the casebook. '.repeat(20)}First Class: Wednesday, January 9th Topic A: cb 1-20;`;
    expect(labelledFirstClass([para])?.found.date).toEqual({ month: 1, day: 9 });
    expect(labelledFirstClass(['The first class will be fun. On January 9 we start.'])).toBeUndefined();
  });

  it('starts the term of a page with no dated rows', () => {
    const page = [
      'Spring 2031 Course Schedule',
      'Contracts II (LAW-612-001)',
      `Assignment - First Week. ${'The casebook is required. '.repeat(12)}First Class: Tuesday, January 14th Topic A. Offer: cb 1-24.`,
    ];
    expect(semesterStartOf(undefined, page)).toBe('2031-01-14');
    expect(semesterStartOf(undefined, [page[0]!, 'First Class: Wednesday, January 15th'])).toBe('2031-01-15');
    expect(
      semesterStartOf(undefined, [page[0]!, 'Our first class is short; January 15 we read cb 1-9.']),
    ).toBeNull();
  });
});
