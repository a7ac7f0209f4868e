/**
 * Calendar failure classes of the round-2 calendar pass over every folder, each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './parse';

describe('a weekday written after the date', () => {
  it('names the day of a yearless schedule, and so the meeting days of every row', () => {
    // Sept. 22 a Wednesday puts Sept. 8 and 15 on Wednesdays, Sept. 10 and 17 on Fridays.
    const s = structureSyllabusText(
      [
        'Sept. 8  Hobbes, Leviathan ch. 13 (pp. 1-10)',
        'Sept. 10  Locke, Second Treatise (pp. 11-20)',
        'Sept. 15  Rousseau, Social Contract (pp. 21-30)',
        'Sept. 17  Hume, Of the Original Contract (pp. 31-40)',
        'Sept. 22 -- Wednesday -- guest lecture, no reading',
      ].join('\n'),
    );
    expect(s.meetingDays).toEqual(['wednesday', 'friday']);
  });

  it('decides the year with the other written weekdays', () => {
    // 2020: Sept. 8 is a Tuesday and Sept. 10 a Thursday (the book's 2019 edition bounds the year).
    const s = structureSyllabusText(
      [
        'Text: Smith, Ethics (2019 edition)',
        '',
        'Sept. 8 Tuesday  Smith, Ethics (pp. 1-10)',
        'Sept. 10 Thursday  Smith, Ethics (pp. 11-20)',
        'Sept. 15  Smith, Ethics (pp. 21-30)',
      ].join('\n'),
    );
    expect(s.weeks.flatMap((w) => w.readings.map((r) => r.date))).toEqual([
      '2020-09-08',
      '2020-09-10',
      '2020-09-15',
    ]);
  });

  it('is not read from a later line or from a possessive', () => {
    const s = structureSyllabusText(
      [
        'Sept. 8  Hobbes, Leviathan (pp. 1-10)',
        'Wednesday section meets in Room 4',
        'Sept. 10  Locke, Second Treatise (pp. 11-20)',
        "Sept. 22 Wednesday's reading: Hume, Essays (pp. 31-40)",
      ].join('\n'),
    );
    expect(s.meetingDays).toEqual([]);
  });
});

describe('a lecture heading under a day line that holds no class', () => {
  it("takes the day line's date when the other lecture headings are dated on their own line", () => {
    const s = structureSyllabusText(
      [
        'Chemistry 101 - Summer 2023',
        'M 6/5 Lecture 1: Matter',
        '  • Units and measurement (ch. 1)',
        'T 6/6 Discussion at 9am.',
        'Lecture 2: Atoms',
        '  • Atomic structure (ch. 2)',
        'W 6/7 Lecture 3: Bonds',
        '  • Ionic bonds (ch. 3)',
      ].join('\n'),
    );
    expect(s.weeks.flatMap((w) => w.readings.map((r) => [r.title, r.date]))).toEqual([
      ['Units and measurement (ch. 1)', '2023-06-05'],
      ['Atomic structure (ch. 2)', '2023-06-06'],
      ['Ionic bonds (ch. 3)', '2023-06-07'],
    ]);
  });

  it('never puts the lecture on a day without class', () => {
    const s = structureSyllabusText(
      [
        'Chemistry 101 - Summer 2023',
        'M 6/5 Lecture 1: Matter',
        '  • Units and measurement (ch. 1)',
        'T 6/6 Holiday, no class.',
        'Lecture 2: Atoms',
        '  • Atomic structure (ch. 2)',
        'W 6/7 Lecture 3: Bonds',
        '  • Ionic bonds (ch. 3)',
      ].join('\n'),
    );
    const dates = s.weeks.flatMap((w) => w.readings.map((r) => r.date));
    expect(dates[1]).not.toBe('2023-06-06');
  });

  it('leaves undated lecture headings undated when most lecture headings have no date', () => {
    const s = structureSyllabusText(
      [
        'Chemistry 101 - Summer 2023',
        'M 6/5 Lecture 1: Matter',
        '  • Units and measurement (ch. 1)',
        'T 6/6 Problem set 1 due.',
        'Lecture 2: Atoms',
        '  • Atomic structure (ch. 2)',
        'Lecture 3: Bonds',
        '  • Ionic bonds (ch. 3)',
      ].join('\n'),
    );
    const dates = s.weeks.flatMap((w) => w.readings.map((r) => r.date));
    expect(dates[1]).not.toBe('2023-06-06');
  });
});
