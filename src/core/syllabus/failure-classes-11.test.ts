/**
 * Failure classes of the second layouts round after fresh8 (known misses of fresh4-fresh8 and the
 * --explain trace), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read, topicAboveReadingLabel } from './layouts/testing';
import { structureSyllabusText } from './parse';
import { newTrace } from './trace';

describe('--explain tells the truth about readings a later pass removed', () => {
  const text = topicAboveReadingLabel();

  it('marks a topic above a reading label as removed, not taken', () => {
    const trace = newTrace();
    const s = structureSyllabusText(text, { trace });
    const titles = s.weeks.flatMap((w) => w.readings.map((r) => r.title));
    const taken = trace.spans.filter((sp) => sp.take).map((sp) => sp.text);
    expect(titles.some((t) => t.includes('Hawkins'))).toBe(false);
    expect(taken.some((t) => t.includes('Hawkins'))).toBe(false);
    const hawkins = trace.spans.filter((sp) => sp.text.includes('Hawkins'));
    expect(hawkins.length).toBe(3);
    expect(hawkins.every((sp) => sp.removedBy === 'above a reading label')).toBe(true);
    expect(taken.length).toBe(3);
  });
});

describe('a `Part N – Title` line that divides the course, between classes', () => {
  const lines = [
    'Lecture 1 (week 1) – Introduction',
    'Readings:',
    '• Smith, J. (2001). The Shape of Inquiry, Chapter 1',
    'Seminar 1 (week 1) – Discussion',
    'Part 1 – Foundations of method',
    'Lecture 2 (week 2) – Observation',
    'Readings:',
    '• Jones, A. (1999). Seeing and Knowing. Mind 12: 35-78',
    'Seminar 2 (week 2) – Discussion',
    'Part II: Minds and machines',
    'Lecture 3 (week 3) – Computation',
    'Readings:',
    '• Lee, K. (2010). Machines that think. Cognition 4: 10-20',
  ];

  it('is a heading, not a reading of the class above it', () => {
    const r = read(lines);
    expect(r.region('Part 1')).toBe('unit heading');
    expect(r.titles.some((t) => /Foundations|Minds and machines/.test(t))).toBe(false);
    expect(r.titles.length).toBe(3);
  });

  it('leaves a part of a work in a reading list, and a part that carries pages, to the classifier', () => {
    const r = read([
      'Lecture 1 (week 1) – Introduction',
      'Readings:',
      '• Part 1 – The Republic',
      'Part 2 – The Laws, pp. 10-40',
    ]);
    expect(r.region('• Part 1')).not.toBe('unit heading');
    expect(r.region('Part 2')).not.toBe('unit heading');
  });
});

describe('one prose sentence that assigns two passages, each with its own clause', () => {
  const week = (sentence: string) =>
    read(['Week 1: Introduction', `- ${sentence}`, 'Week 2: Duty', '- Smith pp. 40-60']);

  it('cuts `pp. A for X and pp. B for Y` into two readings', () => {
    const r = week(
      'In the Reader, read pp. 1-15 for discussion and pp. 16-22 for background on the statute.',
    );
    expect(r.rows.filter((x) => x[0] === 1).map((x) => x[2])).toEqual(['1-15', '16-22']);
  });

  it('cuts `pp. A of the book, and then skim pp. B`', () => {
    const r = week('Read pp. 3-30 of the Jones casebook, and then skim pp. 31-40.');
    const first = r.rows.filter((x) => x[0] === 1);
    expect(first.map((x) => x[2])).toEqual(['3-30', '31-40']);
    // The skimmed pages are more of the same casebook, not a reading named by the week's topic.
    expect(String(first[1]?.[1])).toContain('Jones casebook');
  });

  it('keeps a plain list of ranges as one reading', () => {
    const r = week('Read Jones pp. 1-15 and pp. 16-22.');
    expect(r.rows.filter((x) => x[0] === 1).length).toBe(1);
  });
});

describe('a table row after a stray line that ended the table', () => {
  it('reads a two-space row again as a row of the table (its own week), not as prose', () => {
    const r = read([
      'Class  Date  Topic  Reading',
      '1  M 9.08  Pleading  Ch. 1',
      '2  W 9.10  Joinder  Ch. 2',
      '**Memo due',
      '3  M 9.15  Discovery  Ch. 3',
      '4  W 9.17  Summary judgment  Ch. 4',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Ch. 1'],
      [1, 'Ch. 2'],
      [2, 'Ch. 3'],
      [2, 'Ch. 4'],
    ]);
  });

  it('takes a markdown table up again after a note between its rows', () => {
    const r = read([
      '| Class | Date | Topic | Reading |',
      '|---|---|---|---|',
      '| 1 | Sept 8 | Pleading | Ch. 1 |',
      'Draft complaint due',
      '| 2 | Sept 15 | Discovery | Ch. 3 |',
    ]);
    expect(r.region('2 | Sept 15')).toBe('table row');
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Ch. 1'],
      [2, 'Ch. 3'],
    ]);
  });

  it('does not take up a table for a line with another shape (no row number)', () => {
    const r = read([
      'Class  Date  Topic  Reading',
      '1  M 9.08  Pleading  Ch. 1',
      'Grading',
      'Midterm  30%  Oct. 5',
    ]);
    expect(r.region('Midterm')).not.toBe('table row');
  });
});

describe("the school's registration deadlines printed among the classes", () => {
  it('takes no deadline, even from a reading column', () => {
    const r = read([
      '| Class | Date | Topic | Reading |',
      '|---|---|---|---|',
      '| 1 | Sept 8 | Pleading | Ch. 1 |',
      '| FYI | Thu | Sept 11 | Last day to drop a course with a grade of W |',
      '| 2 | Sept 15 | Discovery | Ch. 3 |',
      '| 3 | Sept 22 | Joinder | Withdrawal deadline |',
    ]);
    expect(r.titles).toEqual(['Ch. 1', 'Ch. 3']);
  });

  it('still takes a reading that merely mentions a deadline later in its title', () => {
    const r = read([
      '| Class | Date | Topic | Reading |',
      '|---|---|---|---|',
      '| 1 | Sept 8 | Time | Smith, The Last Day to Act, pp. 1-20 |',
    ]);
    expect(r.titles.length).toBe(1);
  });
});

describe('a label followed by an instruction, over the readings as bullets', () => {
  const lines = (label: string) => ['Week 1: Pleading', `- ${label}`, '  - Jones pp. 10-30', '  - FRCP 8'];

  it('takes the readings, not the instruction after the label', () => {
    const r = read(lines('New materials: as noted earlier, be sure to prepare all of it.'));
    expect(r.titles).toEqual(['Jones', 'FRCP 8']);
  });

  it('still takes a label followed by a work', () => {
    const r = read(lines('New materials: the handout on pleading standards'));
    expect(r.titles.length).toBe(3);
  });
});
