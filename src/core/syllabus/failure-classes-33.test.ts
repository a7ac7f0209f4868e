/**
 * Failure classes of the real PDFs of fresh20 still lost after their first round, each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { academicYearBase } from './academic-year';
import { structureSyllabusText } from './parse';

describe('an academic year written with a dash, week headings dated without a year', () => {
  const lines = [
    'Reading Group in Urban History',
    'Spring seminar 2024–25',
    '',
    'Week One, January 14: Cities before industry',
    'Morris, A. (2011). The Walled Town. Harbour Press.',
    '',
    'Week Two, January 21: Streets and markets',
    'Grant, B. (2016). Market Days. Pine Books.',
  ];

  it('dates the winter weeks in the second year of the academic year', () => {
    const s = structureSyllabusText(lines.join('\n'));
    expect(s.weeks.flatMap((w) => w.readings.map((r) => r.date))).toEqual(['2025-01-14', '2025-01-21']);
    expect(s.semesterStart).toBe('2025-01-14');
  });

  it('reads `2024–25`, `2024-25` and `2024 - 2025` as one academic year, not a range of others', () => {
    const jan = [{ month: 1, day: 14 }];
    expect(academicYearBase(jan, ['Seminar 2024–25'])).toBe(2025);
    expect(academicYearBase(jan, ['Seminar 2024-25'])).toBe(2025);
    expect(academicYearBase(jan, ['Seminar 2024 - 2025'])).toBe(2025);
    expect(academicYearBase([{ month: 10, day: 2 }], ['Seminar 2024–25'])).toBe(2024);
    // Two years that do not follow each other, and an ISO date, are no academic year.
    expect(academicYearBase(jan, ['Letters 1914–1918'])).toBeUndefined();
    expect(academicYearBase(jan, ['Version 2025-01-09'])).toBeUndefined();
  });
});

describe('a module table whose rows open with their number before a month-first date range', () => {
  // The columns kept apart by spaces, as a PDF's text layer gives a table it does not rebuild.
  const lines = [
    'Political Economy, Spring 2026',
    '',
    '1     Jan 12 - Jan 16       Introduction',
    '              1. Read Marsh, pages 1-12',
    '2     February 9- February 13   Trade',
    '              1. Read Osei, pages 40-52',
    '3     February 23 - March 6    Finance',
    '              1. Read Lund, pages 7-19',
  ];

  it('dates each module on its range’s first day, not on the module number read as a day', () => {
    const s = structureSyllabusText(lines.join('\n'));
    expect(s.weeks.flatMap((w) => w.readings.map((r) => r.date))).toEqual([
      '2026-01-12',
      '2026-02-09',
      '2026-02-23',
    ]);
    expect(s.semesterStart).toBe('2026-01-12');
  });

  it('keeps a day written before its month when no month-first range follows', () => {
    const s = structureSyllabusText(['Spring 2026', '', '2 February: Read Osei, pages 40-52'].join('\n'));
    expect(s.weeks.flatMap((w) => w.readings.map((r) => r.date))).toEqual(['2026-02-02']);
  });
});

describe('author-first entries without a year or quotes, one per bullet', () => {
  const lines = [
    'Week 1: Working with text',
    '• Harlow, Mary K. and Peter Voss. Splitting Words in Python.',
    '• Harlow, Mary K. and Peter Voss. Reading Files Line by Line.',
    'Week 2: Tables',
    '• Okafor, Jane. Counting Things with Dictionaries.',
  ];

  it('reads each entry as one reading: the title its second sentence, the authors its citation', () => {
    const readings = structureSyllabusText(lines.join('\n')).weeks.flatMap((w) => w.readings);
    expect(readings.map((r) => [r.title.replace(/\.$/, ''), r.citation])).toEqual([
      ['Splitting Words in Python', 'Harlow, Mary K. and Peter Voss'],
      ['Reading Files Line by Line', 'Harlow, Mary K. and Peter Voss'],
      ['Counting Things with Dictionaries', 'Okafor, Jane'],
    ]);
  });
});
