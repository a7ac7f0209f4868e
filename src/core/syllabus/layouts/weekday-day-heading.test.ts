import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: weekday letter and day of the month', () => {
  const r = read([
    'READINGS',
    'M (7)\tIntroduction to Course',
    'W (9)\tPlato, Republic, Book I, pp. 1-30.',
    'F (11)\tPlato, Republic, Book II, pp. 31-60.',
    'M (14)\tAristotle, Ethics, Book I, pp. 1-25.',
    'W (16)\tAristotle, Ethics, Book II, pp. 26-50.',
    'M (28)\tHume, Enquiry, pp. 1-40.',
    'W (2)\tKant, Groundwork, pp. 1-35.',
  ]);

  it('opens a session per class day and weeks by the weekdays, undated', () => {
    expect(r.region('M (7)')).toBe('day-number heading');
    expect(r.rows.map(([week, , pages, date]) => [week, pages, date])).toEqual([
      [1, '1-30', null],
      [1, '31-60', null],
      [2, '1-25', null],
      [2, '26-50', null],
      [3, '1-40', null],
      [3, '1-35', null],
    ]);
  });

  it('gives the meeting days from the letters', () => {
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday', 'friday']);
  });
});

describe('layout: the texts a weekday-day line lists', () => {
  it('reads the text beside the day and each indented line under it, up to a blank line', () => {
    const r = read([
      'READINGS',
      'M (7)\tIntroduction to Course',
      'W (9)\tPlato, Crito',
      '\t\tHomer, Iliad, Books 1-3.',
      '\t\tJonah',
      'F (11)\tGospel of Mark',
      '',
      '\t\tGRADING',
      '\t\tQuizzes 40%',
    ]);
    expect(r.titles).toEqual(['Plato, Crito', 'Homer, Iliad, Books', 'Jonah', 'Gospel of Mark']);
  });
});
