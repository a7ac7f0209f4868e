/** The last class as the syllabus states it (last-class-label.ts). Small made-up examples. */
import { describe, expect, it } from 'vitest';
import { statedLastClass } from './last-class-label';
import { read } from './layouts/testing';

describe('a class the syllabus calls its last', () => {
  it('is read from a dated row, a sentence or a first/last field', () => {
    expect(statedLastClass(['| 12 | April 9 | Final Class |'])).toEqual({ month: 4, day: 9 });
    expect(statedLastClass(['* May 6: Class 26. Last day of class.'])).toEqual({ month: 5, day: 6 });
    expect(statedLastClass(['On Tuesday, December 2, the last day of class, we review.'])).toEqual({
      month: 12,
      day: 2,
    });
    expect(statedLastClass(['First/Last Class (planned): Mon 01/12/2032 -- Wed 04/28/2032'])).toEqual({
      month: 4,
      day: 28,
      year: 2032,
    });
  });

  it('is not a final class project, nor a line of two dates', () => {
    expect(statedLastClass(['April 9: final class project due'])).toBeUndefined();
    expect(statedLastClass(['Last class April 9, papers back April 16'])).toBeUndefined();
    expect(statedLastClass(['We meet in the last week of April.'])).toBeUndefined();
  });

  it('ends the term before the deadlines and the exam dated after it', () => {
    const r = read([
      'Torts Seminar, Spring 2032',
      'Final exam: Friday, April 23',
      '',
      '| Class | Date | Topic |',
      '| --- | --- | --- |',
      '| 1 | March 5 | Duty. Casebook pp. 1-20 |',
      '| 2 | March 12 | Breach. Casebook pp. 21-40 |',
      '| 3 | March 19 | Causation. Casebook pp. 41-60 |',
      '| 4 | March 26 | Damages. Casebook pp. 61-80 |',
      '| 5 | April 2 | Final Class |',
      '| 6 | April 6 | Memo due by 5 pm |',
    ]);
    expect(r.s.semesterEnd).toBe('2032-04-02');
  });
});
