/**
 * Failure classes of the fresh13 round (unseen stored-page syllabi), each on a small made-up example
 * (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_HIGHLIGHT } from '../schedule/confidence';
import { read } from './layouts/testing';

describe('a fixed-width lecture table whose reading column holds bare chapter numbers', () => {
  // Columns laid out in runs of spaces; the week number only on the week's first row.
  const r = read([
    'Physics 101 - Spring Semester 2003          MWF 10:00',
    '',
    'Week       Date              Title                          Readings (Chap.)',
    '',
    '1          M Jan 6           Motion in One Dimension        2',
    '           W Jan 8           Vectors                        3',
    '2          M Jan 13          Forces                         4',
  ]);

  it('reads the first row of a week, whose date cell starts with the week number', () => {
    expect(r.region('1 M Jan 6')).toBe('fixed-width table');
  });

  it('names the bare number a chapter, as the header says, and dates each row', () => {
    expect(r.rows).toEqual([
      [1, 'Ch. 2', null, '2003-01-06'],
      [1, 'Ch. 3', null, '2003-01-08'],
      [2, 'Ch. 4', null, '2003-01-13'],
    ]);
  });
});

describe('meeting lines whose items are chapters that are due', () => {
  const r = read([
    'Reading Circle, Fall 2019',
    '',
    'September 9 – intro, hand out the novel',
    '',
    'September 16 – chapters 1-5 due, first essay due',
    '',
    'September 23 – chapters 6-9 due',
  ]);

  it('takes each due chapter span as that meeting’s reading, not the essay', () => {
    expect(r.rows).toEqual([
      [2, 'chapters 1-5', null, '2019-09-16'],
      [3, 'chapters 6-9', null, '2019-09-23'],
    ]);
  });
});

describe('a chapter titled by a question, with its pages right after it', () => {
  const r = read([
    'Class 1: Monday, September 8, 2025',
    'Readings: Introduction (pp. 1-10)',
    'Why Study Tax? (pp. 11-30) Skim',
  ]);

  // Its free line has no reading cue of its own, so it stays just under the top band (layout-evidence.ts);
  // a discussion question would be highlighted.
  it('is a reading, not a discussion question: not highlighted on the review screen', () => {
    const taxes = r.s.weeks[0]!.readings.find((x) => x.pages === '11-30');
    expect(taxes?.confidence).toBeGreaterThanOrEqual(CONFIDENCE_HIGHLIGHT);
  });
});

describe('a term in quotation marks inside a dated topic line', () => {
  const r = read([
    'Spring Term 2007, Mon, Tue',
    '',
    'Mar. 5 – Overview; Meaning of “Fair Use”',
    '',
    'CB 100-120',
  ]);

  it('leaves the topic a topic; the reference line under it is the reading', () => {
    expect(r.rows.map(([week, , pages, date]) => [week, pages, date])).toEqual([
      [1, '100-120', '2007-03-05'],
    ]);
    expect(r.titles).not.toContain('Overview; Meaning of “Fair Use”');
  });
});

describe('a “Chapter References” heading over a week’s bullets', () => {
  const r = read([
    '## Week 1 - Atoms and Molecules',
    '### Chapter References',
    '- [Chapter 2: Atoms and Molecules](https://example.org/ch2.html)',
    '- [Chapter 3: Stoichiometry](https://example.org/ch3.html)',
    '',
    '### Key Topics',
    '#### 2.1 Atomic structure',
    '- Protons and neutrons sit in the nucleus',
    '- Electrons fill shells around it',
    '#### 3.1 The mole',
    '- One mole holds Avogadro’s number of particles',
    '- Molar mass links grams and moles',
  ]);

  it('is a reading label: its chapters are readings with a labelled confidence', () => {
    const readings = r.s.weeks.flatMap((w) => w.readings);
    expect(readings.map((x) => x.title)).toEqual([
      'Chapter 2: Atoms and Molecules',
      'Chapter 3: Stoichiometry',
    ]);
    expect(Math.min(...readings.map((x) => x.confidence))).toBeGreaterThanOrEqual(80);
  });
});

describe('a reading list of dated lines `Date Author: Work, part`', () => {
  it('takes the work after each recurring author as that day’s reading', () => {
    const r = read([
      'Spring Semester 2022',
      '',
      'February 7 Homer: Iliad, beginning–end of the embassy',
      'February 10 Homer: Odyssey, the wanderings',
      'February 14 Virgil: Aeneid, the fall of Troy',
      'February 17 Virgil: Georgics, the bees',
    ]);
    expect(r.rows).toEqual([
      [1, 'Homer, Iliad, beginning–end of the embassy', null, '2022-02-07'],
      [1, 'Homer, Odyssey, the wanderings', null, '2022-02-10'],
      [2, 'Virgil, Aeneid, the fall of Troy', null, '2022-02-14'],
      [2, 'Virgil, Georgics, the bees', null, '2022-02-17'],
    ]);
  });

  it('leaves `Topic: subtitle` lines topics when no author recurs', () => {
    const r = read([
      'Spring Semester 2022',
      '',
      'February 7 Introduction: Why Study Law',
      'February 10 Contracts: Offer and Acceptance',
      'February 14 Torts: The Duty of Care',
    ]);
    expect(r.rows).toEqual([]);
  });
});

describe('the selections listed under a line of a list of works', () => {
  it('are parts of that day’s work, not readings with their book numbers as pages', () => {
    const r = read([
      'Spring Semester 2022',
      '',
      'February 7 Homer: Iliad, Books I, II',
      'February 10 Homer: Odyssey',
      'IX 1–20 (lines 105–566), 21–30 (lines 1–40)',
      'Note that translations number Books 4–8 differently.',
      'February 14 Virgil: Aeneid, Book I',
      'February 17 Virgil: Georgics',
      '  • 4.1–4.50 (Book IV 1–5)',
    ]);
    expect(r.titles).toEqual([
      'Homer, Iliad, Books I, II',
      'Homer, Odyssey',
      'Virgil, Aeneid, Book I',
      'Virgil, Georgics',
    ]);
  });
});

describe('a version date in a page footer of a syllabus no layout reads', () => {
  it('does not date the readings or make the semester', () => {
    const r = read([
      'Tax Law – Syllabus',
      'Class meets in room 4.',
      '1 v.2 (1/9/13)',
      'Overview of the course',
      'CB 1-20 (introduction and terminology)',
      'CB 21-40 (gross income)',
    ]);
    expect(r.rows.map((row) => row[3])).toEqual([null, null]);
    expect(r.s.semesterStart).toBeNull();
  });
});

describe('a class line whose `;` items mix the reading with other work', () => {
  it('takes the read item, not the videos, polls or exercises beside it', () => {
    const r = read([
      'Week 1:',
      'Monday, August 24, 2026: Agencies - Read Pages 1-20; Post a Short Video to Canvas; Review CALI Exercise on Agencies',
      'Wednesday, August 26, 2026: Statutes - In-class assignment; Skim the Delegation article',
    ]);
    expect(r.rows.map(([week, , pages, date]) => [week, pages, date])).toEqual([
      [1, '1-20', '2026-08-24'],
      [1, null, '2026-08-26'],
    ]);
    expect(r.titles[1]).toContain('Delegation article');
  });
});
