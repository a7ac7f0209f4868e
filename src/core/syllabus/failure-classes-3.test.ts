/**
 * Failure classes seen at first sight on the `fresh3` corpus folder (corpus/syllabi/fresh3/FIRST_SIGHT.md),
 * each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { findPages } from './pages';
import { prepareLines } from './prepare';
import { sentences } from './readings';
import { stripMarkup, textToLines } from './text';
import { termYear } from './years';

const prepared = (lines: string[]) => prepareLines(textToLines(lines.join('\n'))).map((l) => l.text);

describe('prepare: short item lines are not glued as if wrapped', () => {
  it('keeps a dated heading and the items under it apart when the text has a few long lines', () => {
    const long =
      'A long introductory paragraph about the course that runs on well past the margin of the other lines here.';
    const lines = [
      long,
      long,
      long,
      'WED MAR 4: Nuisance cont’d; Intro to Easements',
      'Easements (S20-31)',
      'Review Problem 2C (S32)',
    ];
    for (let i = 0; i < 12; i++) lines.push(`Short line ${i} (S${i + 1})`);
    expect(prepared(lines)).toContain('WED MAR 4: Nuisance cont’d; Intro to Easements');
  });

  it('ends a long line at a closing parenthesis or a page reference', () => {
    const lines = [
      'Text Chapter 4, Homicide, Pages 300-350',
      'Brief 2 Cases - Chapter 4 State v. Smith 12 N.E. 2d 34, Pg. 301',
    ];
    for (let i = 0; i < 10; i++) lines.push('Short filler line');
    lines.push('Videos Lecture Series #3-4 (take notes on cards while watching each lecture twice)');
    lines.push('Brief 3 Cases - Chapter 5 Jones v. State 1 So. 2d 2, Pg. 410');
    const out = prepared(lines);
    expect(out).toContain(
      'Videos Lecture Series #3-4 (take notes on cards while watching each lecture twice)',
    );
    expect(out[0]).toBe('Text Chapter 4, Homicide, Pages 300-350');
  });
});

describe('layout: numbered topics "Topic N:" with a Reading line of cases', () => {
  it('reads one week per topic, the topic words as its topic and each case as a reading', () => {
    const r = read([
      'Topic 1: The Founding and the Constitution',
      'Reading: Smith v. Jones; Doe v. Roe;',
      'Topic 2: Federal Power',
      'Reading: Alpha v. Beta; Gamma v. Delta',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Smith v. Jones'],
      [1, 'Doe v. Roe'],
      [2, 'Alpha v. Beta'],
      [2, 'Gamma v. Delta'],
    ]);
    expect(r.s.weeks[0]!.topic).toBe('The Founding and the Constitution');
  });
});

describe('tables: reference-style links and week rows with date ranges', () => {
  it('shows the text of "[4.1][ref]" and drops the link definitions', () => {
    expect(stripMarkup('[4.1][book4.1], [4.2][book4.2]')).toBe('4.1, 4.2');
    expect(stripMarkup('[book4.1]: https://example.org/tables.html')).toBe('');
    expect(stripMarkup('[^1]: The hornbook readings are optional.')).toBe(
      '[^1]: The hornbook readings are optional.',
    );
  });

  it('reads "Week 2 (Sept 8-12)" in a Week column as the printed week, dated by its first day', () => {
    const r = read([
      'Dates are for Fall 2025',
      'Week | Topic | Reading | HW',
      '-- | -- | -- | --',
      'Week 1 (Sept 3-5) | Numbers | [3.1][b3.1] | -',
      'Week 2 (Sept 8-12) | Functions | [3.2][b3.2] | HW1',
      'Week 3 (Sept 15-19) | Tables | [4.1][b4.1] | HW2',
      '[b3.1]: https://example.org/3-1.html',
    ]);
    expect(r.rows).toEqual([
      [1, 'Sections 3.1', null, '2025-09-03'],
      [2, 'Sections 3.2', null, '2025-09-08'],
      [3, 'Sections 4.1', null, '2025-09-15'],
    ]);
    expect(r.s.meetingDays).toEqual([]);
    expect(r.s.semesterEnd).toBe('2025-09-19');
  });
});

describe('tables: a table flattened to text with two spaces between cells', () => {
  it('reads the header naming a Reading column and rows whose week is written on the first row only', () => {
    const r = read([
      'Week  Date  Topic  Reading  Homework',
      '1  8/30  Limits  Section 1.1  1.1: 1, 3, 5',
      '9/1  Continuity  Section 1.2  1.2: 2, 4',
      '2  9/6  Derivatives  Section 2.1  2.1: 1-9',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Section 1.1'],
      [1, 'Section 1.2'],
      [2, 'Section 2.1'],
    ]);
  });

  it('leaves a laid-out table with aligned columns to the fixed-width layout', () => {
    const r = read([
      'Day           Topic         Reading',
      '2018-01-16    Intro',
      '2018-01-18                  Smith, *A Book*',
    ]);
    expect(r.rows).toEqual([[1, 'Smith, A Book', null, '2018-01-18']]);
  });
});

describe('layout: media labels and a week number glued to its weekday', () => {
  it('reads "reading – X", "listening – Y" and "week 3Mon Sept 11" lines', () => {
    const r = read([
      'week 1: Mon Aug 28 & Wed Aug 30',
      'A paragraph about the week.',
      'watching/reading – The Old Dialogue [video, PDF]',
      'listening – Doe, History of Ideas, Episode 4 [link]',
      'week 2Mon Sept 4 & Wed Sept 6',
      'reading – Plato, Republic, book II [PDF]',
      'week 3: Wed Sept 13 — No class on Mon Sept 11',
      'reading – Plato, Republic, book III [PDF]',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'The Old Dialogue'],
      [1, 'Doe, History of Ideas, Episode 4'],
      [2, 'Plato, Republic, book II'],
      [3, 'Plato, Republic, book III'],
    ]);
    // No year: the weekdays written on the headings still give the meeting days.
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday']);
  });
});

describe('calendar: a term with a two-digit year', () => {
  it('reads "Fall 99:" and "Spring ’14" but not a clock time', () => {
    expect(termYear(['Freshman Studies: Fall 99: Plato'])).toBe(1999);
    expect(termYear(['Spring ’14 schedule'])).toBe(2014);
    expect(termYear(['Fall 10:30 section'])).toBeUndefined();
  });
});

describe('layout: a numbered list run together on one line', () => {
  it('splits "1. Title: 3-24 2. Title: 25-52 ..." into one week per item with its pages', () => {
    const r = read([
      'About the course: we read one book closely, a part for each meeting, and write a short summary after each. Text: Plato, Republic. Reading Schedule: 1. Opening Questions: ix-xx 2. Justice Defined: 3-24 3. The Ring: 25-52 4. The City: 53-66 5. Guardians: 67-111',
    ]);
    expect(r.rows.map((x) => [x[0], x[1], x[2]])).toEqual([
      [1, 'Opening Questions', 'ix-xx'],
      [2, 'Justice Defined', '3-24'],
      [3, 'The Ring', '25-52'],
      [4, 'The City', '53-66'],
      [5, 'Guardians', '67-111'],
    ]);
  });
});

describe('readings: items run together in one reading cell', () => {
  it('splits "Chap 4 Lab Skills 2: Graphs Lab Skills 8: Scales" but not "Reader, Chapters 2, 4 and Chapter 8"', () => {
    const r = read([
      'Spring 2025',
      '| Date | Topic | Reading |',
      '|---|---|---|',
      '| Feb 03 | Cells | Chap 4 Skills 2: Graphs Skills 8: Scales |',
      '| Feb 05 | Energy | Chap 5 Watch [A video on cells](https://example.org) |',
      '| Feb 10 | Review | Course reader, Chapters 2, 4 and Chapter 8 |',
    ]);
    expect(r.titles).toEqual([
      'Chap 4',
      'Skills 2: Graphs',
      'Skills 8: Scales',
      'Chap 5',
      'Watch A video on cells',
      'Course reader, Chapters 2, 4 and Chapter 8',
    ]);
  });
});

describe('readings: a state reporter abbreviation does not end a sentence', () => {
  it('keeps "Doe v. State 35 Pa. D & C 2nd 615, Pg. 148" whole', () => {
    expect(sentences('Doe v. State 35 Pa. D & C 2nd 615, Pg. 148')).toHaveLength(1);
  });
});

describe('pages: a book abbreviation glued to the range in parentheses', () => {
  it('reads "(S2-6)" and "(IM2-18)" as pages, not "(S7)"', () => {
    expect(findPages('Shack (S2-6)')?.pages).toBe('2-6');
    expect(findPages('Introductory Material (IM2-18)')?.pages).toBe('2-18');
    expect(findPages('Discussion Question 1.06 (S7)')).toBeNull();
  });
});

describe('layout: an undated outline under I. / A. / 1. headings', () => {
  it('makes each heading with material under it a unit, in order', () => {
    const r = read([
      'I. Introduction',
      'Casebook pp. 1-17',
      'Smith v. Jones (handout)',
      'II. Formation',
      'A. Offer',
      'Casebook pp. 29-41',
      'Doe v. Roe',
      'B. Acceptance',
      '1. Mailbox Rule',
      'Casebook pp. 43-60',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Casebook'],
      [1, 'Smith v. Jones (handout)'],
      [2, 'Casebook'],
      [2, 'Doe v. Roe'],
      [3, 'Casebook'],
    ]);
    expect(r.s.weeks.map((w) => w.topic)).toEqual(['Introduction', 'Offer', 'Mailbox Rule']);
  });
});
