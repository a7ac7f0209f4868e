/**
 * Failure classes of the lowest documents of the corpus (finding readings), each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a date / topic / chapter table flattened into one paragraph with single spaces', () => {
  const paragraph =
    'CHEM 101 Course Calendar Fall 2025 TTh 10:00-11:15 DAY September SUBJECT CHAPTERS Atoms and ' +
    'Molecules 1 2 Measurement 2 4 Stoichiometry 3 9 Solutions 4,5 11 QUIZ #1 1-5 16 Gas Laws 6 18 ' +
    'Thermochemistry 7 23 Bonding 8 October 2 Molecular Shape 9 7 Kinetics 10 14 FINAL EXAM 8:00-10:00AM ' +
    '1-10 *Dates are tentative. Office hours are posted on the course page.';

  it('reads each row’s chapter cell as that class’s reading, and no quiz or exam cell', () => {
    const r = read([paragraph]);
    expect(r.titles).toEqual([
      'Ch. 1',
      'Ch. 2',
      'Ch. 3',
      'Ch. 4,5',
      'Ch. 6',
      'Ch. 7',
      'Ch. 8',
      'Ch. 9',
      'Ch. 10',
    ]);
  });

  it('dates each row by its day, the month carried over until a new month is named', () => {
    const r = read([paragraph]);
    const dates = r.rows.map((row) => row[3]);
    expect(dates).toContain('2025-09-02');
    expect(dates).toContain('2025-09-18');
    expect(dates).toContain('2025-10-02');
    expect(dates).toContain('2025-10-07');
  });

  it('leaves a paragraph whose numbers do not run forward as days as prose', () => {
    const r = read([
      'DATE TOPIC CHAPTER are the columns of the table below; the course has 12 units in 3 parts ' +
        'and 40 lectures in 14 weeks, with 5 quizzes and 2 exams, and 9 labs in 7 rooms, in a text of ' +
        'some length that no export flattened into one paragraph from a table at all.',
    ]);
    expect(r.region('DATE TOPIC CHAPTER')).not.toBe('table header');
  });
});

describe('a written term year that puts every dated row off the stated class days', () => {
  const schedule = [
    'HIST 210 Fall 2025 MW 1:00-2:15 PM',
    '',
    '| Date | Topic | Reading |',
    '|---|---|---|',
    '| Sept 9 | Sources | Ch. 1 |',
    '| Sept 11 | Archives | Ch. 2 |',
    '| Sept 16 | Maps | Ch. 3 |',
    '| Sept 18 | Letters | Ch. 4 |',
    '| Sept 23 | Diaries | Ch. 5 |',
  ];

  it('leaves the dates without a year (Mon/Wed in 2024, Tue/Thu in the written 2025), the stated days kept', () => {
    const r = read(schedule);
    expect(r.titles).toHaveLength(5);
    expect(r.rows.every((row) => row[3] === null)).toBe(true);
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday']);
  });

  it('keeps the written year when the rows fall on the stated days', () => {
    const r = read(schedule.map((l) => l.replace('MW 1:00', 'TR 1:00')));
    expect(r.rows[0]![3]).toBe('2025-09-09');
  });
});

describe('a telephone number is not a page range', () => {
  it('takes no reading from contact lines with dashed or bracketed phone numbers', () => {
    const r = read([
      'Week 1',
      'Ada Lane, Room 210, 555-201-4477.',
      'Ben Ortiz, Room 12, (555) 201-4478.',
      'Week 2',
      'Reading: Casebook, pp. 12-30',
    ]);
    expect(r.titles).toHaveLength(1);
    expect(r.rows[0]![2]).toBe('12-30');
  });
});

describe('a class row without its date above the first dated row of a full first week', () => {
  const table = [
    'ECON 110 Fall 2025 MW 9:00-9:50',
    '',
    '| Date | Topic | Chapter |',
    '|---|---|---|',
    '| | Scarcity and choice | 1 |',
    '| Sept 8 | Markets | 2 |',
    '| Sept 10 | Demand | 3 |',
    '| Sept 15 | Supply | 4 |',
    '| Sept 17 | Elasticity | 5 |',
  ];

  it('is the week before: the first dated week already holds both of its classes', () => {
    const r = read(table);
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      [1, 'Ch. 1'],
      [2, 'Ch. 2'],
      [2, 'Ch. 3'],
      [3, 'Ch. 4'],
      [3, 'Ch. 5'],
    ]);
  });

  it('shares the first dated week when that week has room for it', () => {
    const r = read(table.filter((l) => !l.startsWith('| Sept 10')));
    expect(r.rows.slice(0, 2).map((row) => row[0])).toEqual([1, 1]);
  });
});

describe('a numbered class activity is class work, not a reading', () => {
  it('drops `Activity 2.4 (Course Manual)` and keeps the chapter above it', () => {
    const r = read([
      'Spring 2026',
      '',
      'Jan. 22',
      '',
      'How do you design an experiment?',
      '',
      'Campbell Chapter 2 pp. 31-36',
      '',
      'Bird song articles and notes (I) ; Activity 2.4 (Course Manual)',
    ]);
    expect(r.titles).toEqual(['Campbell Chapter 2']);
  });
});
