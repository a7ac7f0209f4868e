/**
 * Failure classes of round 33 (fresh32, real PDFs: a reading list of web resources by class date, its
 * bullets printed as a glyph that is never text, each item annotated by a paragraph): each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { annotationLines } from './annotation-lines';
import { bylineEntry } from './byline-entry';
import { glyphBullet } from './glyph-bullet';
import { read } from './layouts/testing';
import { joinLetterSpaced } from './letter-spaced';

describe('a bullet printed as a never-text glyph', () => {
  it('reads a C1 control or private-use character opening a line as a bullet', () => {
    expect(glyphBullet('    \u0088 Harbour Studies by Ann Lee')).toBe('    • Harbour Studies by Ann Lee');
    expect(glyphBullet('\ue020 Tides and Ports')).toBe('• Tides and Ports');
    expect(glyphBullet('\u0088Harbour')).toBe('\u0088Harbour');
    expect(glyphBullet('Harbour \u0088 Studies')).toBe('Harbour \u0088 Studies');
  });
});

describe('a list item naming a work and its author with "by"', () => {
  it('splits the work from its byline', () => {
    expect(bylineEntry('Practical Harbours by Ann Lee')).toEqual({
      title: 'Practical Harbours',
      citation: 'Ann Lee',
    });
    expect(bylineEntry('http://example.org/tides.htm by R. J. Moss and Kai Tan')).toEqual({
      title: 'http://example.org/tides.htm',
      citation: 'R. J. Moss and Kai Tan',
    });
    expect(bylineEntry('http://example.org/wiki/Tide by various authors')?.citation).toBe('various authors');
  });

  it('is no byline when the words after "by" are a deadline or a sentence', () => {
    expect(bylineEntry('Essay 2 due by Friday')).toBeNull();
    expect(bylineEntry('Finish the draft by March')).toBeNull();
    expect(bylineEntry('Submit the memo by next class')).toBeNull();
    expect(bylineEntry('Harbours. Read it by Ann Lee')).toBeNull();
    expect(bylineEntry('Chapter 2 by 5 pm')).toBeNull();
  });

  it('takes each bulleted work of a dated reading list, its author as citation', () => {
    const r = read([
      'Readings, Fall 2025',
      '',
      'September 2: Harbours',
      '  • Practical Harbours by Ann Lee',
      '  • Tidal Basins and Locks by Kai Tan',
      'September 4: Ports',
      '  • Port Cities of the North by Ann Lee',
    ]);
    expect(r.titles).toEqual(['Practical Harbours', 'Tidal Basins and Locks', 'Port Cities of the North']);
    expect(r.s.weeks.flatMap((w) => w.readings.map((x) => x.citation))).toEqual([
      'Ann Lee',
      'Kai Tan',
      'Ann Lee',
    ]);
  });
});

describe('an annotated reading list', () => {
  const list = [
    'September 2: Harbours',
    '  • Practical Harbours by Ann Lee',
    '       Section 2.1 explains how a breakwater is laid out and why it is curved at',
    '       the mouth.',
    '       The section “Locks” in Chapter 3 covers locks.',
    '  • Tidal Basins and Locks by Kai Tan',
    '       This is a short walkthrough of the basin problem we saw in class.',
    '       September 4: Ports',
    '  • Port Cities of the North by Ann Lee',
  ];

  it('marks the paragraphs set deeper than an item as its annotation, not a heading at that depth', () => {
    expect(annotationLines(list)).toEqual([false, false, true, true, true, false, true, false, false]);
  });

  it('keeps references listed deeper under an item, and reading instructions', () => {
    expect(
      annotationLines([
        '  • Week 3',
        '       Moss, The Harbour Book, pp. 1-20.',
        '       Read the first two chapters of the harbour book before class.',
      ]),
    ).toEqual([false, false, false]);
  });

  it('takes the items and leaves their annotations out', () => {
    const r = read(['Readings, Fall 2025', '', ...list]);
    expect(r.titles).toEqual(['Practical Harbours', 'Tidal Basins and Locks', 'Port Cities of the North']);
  });
});

describe('an annotated list that is not one', () => {
  it('keeps a note under an item that has items of its own, and marked or paged sub-items', () => {
    expect(
      annotationLines([
        '  • Week 3 and 4:',
        '      (No class on Monday because of the holiday, the class is made up on Friday.)',
        '      • Moss, The Harbour Book',
        '  • Week 5',
        '      1) Tide tables and notes, pp. 62-74',
        '      ~ http://example.org/tides, especially parts 2 and 3',
      ]),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('keeps annotating the items after a heading ends one', () => {
    expect(
      annotationLines([
        '  • Practical Harbours by Ann Lee',
        '       This is a short walkthrough of the basin problem we saw in class.',
        'September 4: Ports',
        '  • Port Cities of the North by Ann Lee',
        '       This is the standard survey of northern port cities and their trade.',
      ]),
    ).toEqual([false, true, false, false, true]);
  });
});

describe('a numbered class heading whose date stands in the next cell', () => {
  it('dates the class by that cell, and groups the classes into calendar weeks', () => {
    const r = read([
      'Spring 2019',
      '',
      'Class 1 | Monday, January 14',
      'Reading: Moss, pp. 12-35',
      'Class 2 | Wednesday, January 16',
      'Reading: Moss, pp. 36-47',
      'Class 3 | Monday, January 21',
      'Reading: Moss, pp. 48-59',
    ]);
    expect(r.rows).toEqual([
      [1, 'Moss', '12-35', '2019-01-14'],
      [1, 'Moss', '36-47', '2019-01-16'],
      [2, 'Moss', '48-59', '2019-01-21'],
    ]);
  });
});

describe('a letter-spaced title', () => {
  it('writes its runs of single characters together again, not a weekday row', () => {
    expect(joinLetterSpaced('W I N T E R , 2 0 2 4')).toBe('WINTER,2024');
    expect(joinLetterSpaced('  H A R B O U R S 1 0 1')).toBe('  HARBOURS101');
    expect(joinLetterSpaced('S M T W T F S')).toBe('S M T W T F S');
    expect(joinLetterSpaced('Week 1 - A B C')).toBe('Week 1 - A B C');
  });

  it('gives the year to dates written without one', () => {
    const r = read([
      'H A R B O U R R E A D I N G S',
      'W I N T E R , 2 0 2 4',
      '',
      'Week 1 - January 8',
      'Readings',
      '  • Moss - Chapters 1 and 2',
    ]);
    expect(r.rows).toEqual([[1, 'Moss - Chapters 1 and 2', null, '2024-01-08']]);
  });
});

describe('a bulleted reading block ended by the next label', () => {
  it('reads the bullets under the next label as what they are, not as readings', () => {
    const r = read([
      'Fall 2025',
      '',
      ...[1, 2].flatMap((n) => [
        `Week ${n} - September ${n * 7 - 6}`,
        'Topics',
        '  • Harbours - What is a port?',
        '  • Tides - Reading a tide table',
        'Readings',
        `  • Moss - Chapter ${n}`,
        `  • Tan - Chapter ${n + 2}`,
        'Items Due Before Class',
        `  • Weekly Prep ${n} - Getting Started`,
        `  • Lab ${n} - Tide Tables`,
        'Online Lectures',
        `  • Lecture ${n}a - Tides and Ports`,
        `  • Lecture ${n}b - Locks`,
      ]),
    ]);
    expect(r.titles).toEqual(['Moss - Chapter 1', 'Tan - Chapter 3', 'Moss - Chapter 2', 'Tan - Chapter 4']);
  });
});
