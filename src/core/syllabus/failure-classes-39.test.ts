/**
 * Failure classes of the lowest documents (round 31, finding readings), each on a small made-up example
 * (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { numericDatesDayFirst } from './day-first';
import { labelledDateCell } from './layouts/labelled-date-cell';
import { read } from './layouts/testing';

describe('an HTML table flattened with outer pipes whose cells wrap, dated by a Due Date column', () => {
  const text = [
    '| Due Date | Reading for 2nd Edition | Exercises | Video [# minutes] | Notes |',
    '| PS #1 9-8/9-10* | 2.1',
    'Limits Informally 2.2 Limit Laws | 2.1: 1-9 odd | Limits [12]',
    '| |',
    '| PS #2 9-15/9-17* | 2.3',
    'Continuity 2.4 Asymptotes | 2.3: 3-11',
    'odd | Continuity [9] | Bring a',
    'calculator |',
    '| PS #3 9/22-24* | 3.1',
    '      Derivatives | 3.1: 1-15 odd | Slopes [14] | |',
  ];

  it('joins each row’s wrapped lines and dates it by its due date', () => {
    const r = read(text);
    expect(r.titles).toContainEqual(expect.stringMatching(/Limit Laws/));
    expect(r.titles).toContainEqual(expect.stringMatching(/Asymptotes/));
    expect(r.titles).toContainEqual(expect.stringMatching(/Derivatives/));
    const weekOf = (re: RegExp) => r.rows.find((row) => re.test(String(row[1])))?.[0];
    expect(weekOf(/Limit Laws/)).toBe(1);
    expect(weekOf(/Asymptotes/)).toBe(2);
    expect(weekOf(/Derivatives/)).toBe(3);
    expect(r.titles).not.toContainEqual(expect.stringMatching(/calculator/));
  });

  it('reads the date after a short label, month-dash-day included', () => {
    expect(labelledDateCell('PS #1 9-8/9-10*')?.date).toEqual({ month: 9, day: 8 });
    expect(labelledDateCell('Quiz 2 10/4-7')?.date).toEqual({ month: 10, day: 4 });
    expect(labelledDateCell('Paper 13-40')).toBeNull();
  });

  it('does not count a dashed date’s tail (`1-24/1-28`) as a day-first date', () => {
    expect(numericDatesDayFirst(['PS #1 1-24/1-28*', 'PS #2 2/4-7*'])).toBe(false);
    expect(numericDatesDayFirst(['Week 2: 24/1 and 26/1'])).toBe(true);
  });
});

describe('reading groups under the syllabus’s own labels, `;` items inside', () => {
  const text = [
    'WEEK ONE',
    'Sept. 2 (Mon.) Origins of the polis Manual: Unit 1, pp. 1-14 Sources: Solon, Fragments 4; Tyrtaeus 10 Web: Review Gazetteer of Greek Sites Quiz: none',
    'Sept. 4 (Wed.) Colonies Manual: Unit 2 Sources: Herodotus 4.150-158 Web: Map of the Western Colonies; review Timeline of Archaic Greece Quiz: none',
    '',
    'WEEK TWO',
    'Sept. 9 (Mon.) Tyranny Manual: Unit 3, pp. 15-30 Sources: Herodotus 5.92; Aristotle, Politics 5.10 Web: Plan of Samos Quiz: map quiz',
  ];

  it('takes every item of a group the class lines repeat, not the quiz', () => {
    const r = read(text);
    for (const t of [
      /Fragments 4/,
      /^Tyrtaeus 10$/,
      /Gazetteer of Greek Sites/,
      /Western Colonies/,
      /Timeline of Archaic/,
      /^Herodotus 5\.92$/,
      /Plan of Samos/,
    ])
      expect(r.titles).toContainEqual(expect.stringMatching(t));
    expect(r.titles).not.toContainEqual(expect.stringMatching(/quiz/i));
  });
});

describe('an author and an italic work on a line of its own, under a dated row', () => {
  const text = [
    '| Date | Topic & Materials |',
    '|------|-------------------|',
    '| 3, 5 Sep | **Introduction to the course** |',
    '|  | <i class="fa fa-book"></i> Mary Astell, Selections from _A Serious Proposal_ |',
    '|  | <i class="fa fa-book"></i> John Norris, _Letters_ I--IV |',
    '| 10, 12 Sep | **1.1** _Substance and its critics_ |',
    '|  | <i class="fa fa-book"></i> Anne Conway, _Principles_ Sects. II--V |',
    '|  | Quiz on the first unit, *in class* |',
  ];

  it('takes each author–italic-title line as a reading, whole, and not the quiz', () => {
    const r = read(text);
    expect(r.titles).toContainEqual(expect.stringMatching(/A Serious Proposal/));
    expect(r.titles).toContainEqual(expect.stringMatching(/Norris, Letters I--IV/));
    expect(r.titles).toContainEqual(expect.stringMatching(/Principles Sects\. II--V$/));
    expect(r.titles).not.toContainEqual(expect.stringMatching(/Quiz/));
    const weekOf = (re: RegExp) => r.rows.find((row) => re.test(String(row[1])))?.[0];
    expect(weekOf(/Serious Proposal/)).toBe(1);
    expect(weekOf(/Principles/)).toBe(2);
  });
});
