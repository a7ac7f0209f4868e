/**
 * Failure classes seen at first sight on the `fresh44` corpus folder (corpus/syllabi/fresh44/FIRST_SIGHT.md),
 * each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { readsToEnd } from './book-progress';
import { read } from './layouts/testing';
import { withoutTaskTails } from './task-tails';

describe('one line per class: the reading, then the class tasks after semicolons', () => {
  it('cuts the homework and deadlines after the reading, and keeps a list of readings whole', () => {
    expect(withoutTaskTails('Baldwin, Another Country through ch. 4; HW 3', 'inline')).toBe(
      'Baldwin, Another Country through ch. 4',
    );
    expect(withoutTaskTails('Orwell, “Shooting an Elephant”; walk 2 due; HW 5.', 'inline')).toBe(
      'Orwell, “Shooting an Elephant”',
    );
    expect(withoutTaskTails('Torts pp. 10-20; Contracts pp. 30-41', 'inline')).toBe(
      'Torts pp. 10-20; Contracts pp. 30-41',
    );
    expect(withoutTaskTails('Quiz 2; HW 3', 'inline')).toBe('Quiz 2; HW 3');
  });

  it('takes the reading of each dated class bullet', () => {
    const r = read([
      'Fall 2019',
      'Schedule',
      '• Monday, 9 Sep: Baldwin, Another Country through ch. 4.',
      '• Wednesday, 11 Sep: Baldwin, Another Country through ch. 9; HW 1 & 2',
      '• Monday, 16 Sep: Orwell, “Shooting an Elephant”; walk 1 due; HW 3.',
      '• Wednesday, 18 Sep: No class',
    ]);
    expect(r.titles).toEqual([
      'Baldwin, Another Country through ch. 4',
      'Baldwin, Another Country through ch. 9',
      'Orwell, “Shooting an Elephant”',
    ]);
  });
});

describe('a line of alternatives: the label covers every item after it', () => {
  it('takes no item of an `Alternative readings:` line, and still the line of required readings', () => {
    const r = read([
      'Day 1 – Descriptive statistics',
      'Readings: Lane - chapter 2 (p. 10-31); chapter 3 (p. 32-50)',
      'Alternative readings: Diez - chapter 1 (1.1 to 1.4); Ross - chapter 2 (p. 17-70); chapter 3 (p. 71-98)',
    ]);
    expect(r.titles).toEqual(['Lane - chapter 2', 'chapter 3']);
  });

  it('keeps what a later reading label assigns on the same line', () => {
    const r = read(['Week 1: Introductions', 'Watch: the opening lecture; Read Lane, chapter 2 (p. 10-31)']);
    expect(r.rows.map((x) => x[2])).toEqual(['10-31']);
  });
});

describe('a book read to its end: `Author, Title to end`', () => {
  it('is a part of the book, as `through ch. 6` is', () => {
    expect(readsToEnd('Baldwin, Another Country to end.')).toBe(true);
    expect(readsToEnd('Ellison Invisible Man to the end')).toBe(true);
    expect(readsToEnd('From the war to the end of the century')).toBe(false);
    expect(readsToEnd('review to end')).toBe(false);
  });

  it('takes the class line that reads a novel to its end', () => {
    const r = read([
      'Fall 2019',
      '• Monday, 9 Sep: Baldwin, Another Country through ch. 4.',
      '• Wednesday, 11 Sep: Baldwin, Another Country to end.',
      '• Monday, 16 Sep: Review and discussion',
    ]);
    expect(r.titles).toEqual(['Baldwin, Another Country through ch. 4', 'Baldwin, Another Country to end']);
  });
});
