import { describe, expect, it } from 'vitest';
import { askedReading } from './field-label';
import { read } from './testing';

describe('field label layout', () => {
  it('reads what a task field asks to read, not other tasks', () => {
    expect(askedReading('Homework: Read the case Roe v. Dale (1990).')).toBe(
      'Read the case Roe v. Dale (1990).',
    );
    expect(askedReading('Homework: Please read the two essays on the forum.')).toBe(
      'Read the two essays on the forum.',
    );
    expect(askedReading('Homework: Write a one-page brief.')).toBeNull();
    expect(askedReading('Reading: Ch. 3')).toBeNull();
  });

  it('keeps topic fields as topics and takes the readings of homework fields', () => {
    const r = read([
      'Monday, March 2, 2015',
      'Topic: Review of the Bill of Rights.',
      'Homework: Read the case Roe v. Dale (1990) 400 US 10.',
      'Tuesday, March 3, 2015',
      'Subject: The First Amendment and the press.',
      'Homework: Read chapter 4 of the textbook.',
      'Wednesday, March 4, 2015',
      'Topic: Discussion of the reading.',
      'Homework: Write a one-page brief of the case.',
    ]);
    expect(r.region('Topic: Review')).toBe('field label');
    expect(r.titles.some((t) => /Bill of Rights|First Amendment|brief/.test(t))).toBe(false);
    expect(r.titles.some((t) => t.includes('Roe v. Dale'))).toBe(true);
    expect(r.titles.some((t) => /chapter 4/i.test(t))).toBe(true);
  });
});

describe('a topic field that says there is no class', () => {
  it('marks the session as no class, so it does not end the semester', () => {
    const r = read([
      'Winter 2025',
      'Jan 14',
      'Topic: Research questions. Reading: Ch. 1',
      'Jan 21',
      'Topic: Methods. Reading: Ch. 2',
      'Jan 28',
      'Topic: Data. Reading: Ch. 3',
      'Feb 4',
      'Topic: No class - Final Exams',
    ]);
    expect(r.s.semesterEnd).toBe('2025-01-28');
  });
});
