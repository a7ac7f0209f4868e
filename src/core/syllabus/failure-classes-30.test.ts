/**
 * Failure classes seen at first sight on the `fresh20` corpus folder of real PDF syllabi
 * (corpus/syllabi/fresh20/FIRST_SIGHT.md), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a week heading whose class date closes it in brackets', () => {
  it('numbers the week as printed and dates its readings by the bracketed day', () => {
    const r = read([
      'Weekly Schedule',
      '',
      'Week One: Getting Started (Monday, September 4, 2023)',
      'We set up our tools.',
      '    Reading Old Maps, Chapter 1, pp. 110-210',
      '',
      'Week Two: Sources (Monday, September 11, 2023)',
      'We look at sources.',
      '    Reading Old Maps, Chapter 2, pp. 120-220',
      '',
      'Week Three: Archives (Monday, September 18, 2023)',
      '    Reading Old Maps, Chapter 3, pp. 130-230',
    ]);
    expect(r.region('Week One')).toBe('week heading');
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2023-09-04'],
      [2, '2023-09-11'],
      [3, '2023-09-18'],
    ]);
  });
});

describe('numbered class headings `N. Weekday, D Month` over topic bullets and a `read` line at the margin', () => {
  const lines = [
    'schedule',
    '1. Tuesday, 9 September',
    '    • Maps and Measures',
    '    • Early Surveys',
    'read Smith (2001), on early surveying; Jones (2010), a history of the',
    'chain and the compass',
    '2. Tuesday, 16 September',
    '    • Triangulation',
    'read Brown (1999), on baselines',
    '3. Tuesday, 23 September',
    '    • Projections',
    'read Green (2005), on the Mercator projection',
  ];

  it('reads the numbered weekday lines as dated classes, one week each', () => {
    const r = read(['Fall 2025', '', ...lines]);
    expect(r.region('1. Tuesday')).toBe('dated heading');
    expect(r.s.weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3]);
    expect(r.rows.map((x) => x[3])).toContain('2025-09-16');
  });

  it('keeps the `read` line at the margin apart from the topic bullet above it', () => {
    const r = read(['Fall 2025', '', ...lines]);
    expect(r.titles.join(' / ')).not.toContain('Early Surveys');
    expect(r.titles.join(' / ')).not.toContain('Triangulation');
    expect(r.titles.some((t) => t.startsWith('Brown (1999)'))).toBe(true);
  });
});

describe('a class bullet whose second line is a row of ` | ` fields', () => {
  it('does not join the field row to the bullet, and reads each field on its own', () => {
    const r = read([
      'Fall 2025',
      'Week 1:',
      '   • Mon Sep 8: L1.1 Getting Started',
      '     Smith Ch. 1-2 | Assignment 1.1 | Quiz on setup',
      '   • Wed Sep 10: L1.2 Data Types',
      '     Smith Ch. 3 | Assignment 1.2 | Quiz on types',
      'Week 2:',
      '   • Mon Sep 15: L1.3 Vectors',
      '     Smith Ch. 4 | Assignment 1.3 | Quiz on vectors',
    ]);
    expect(r.rows.map((x) => [x[0], x[1], x[3]])).toEqual([
      [1, 'Smith Ch. 1-2', '2025-09-08'],
      [1, 'Smith Ch. 3', '2025-09-10'],
      [2, 'Smith Ch. 4', '2025-09-15'],
    ]);
  });
});

describe('an enumerate of weeks `1. Week 0` over lettered `(a) Label:` parts', () => {
  const lines = [
    'Course Outline:',
    '1. Week 0',
    '(a) Reading: Smith, “The Harbour.”',
    '(b) Reading quiz: Smith',
    '(c) Activity: Knots and ropes.',
    '2. Week 1',
    '(a) Reading: Smith, “The Ice Shelf.”',
    '(b) Activity: Reading a chart.',
    '3. Week 2',
    '(a) Reading: Jones, Polar Travel, ch. 1-2.',
  ];

  it('reads each item as the printed week, counted from 1 when week 0 assigns a reading', () => {
    const r = read(lines);
    expect(r.region('2. Week 1')).toBe('week heading');
    expect(r.rows.map((x) => x[0])).toEqual([1, 2, 3]);
  });

  it('reads a lettered part by its label: a reading label gives its reading with the label’s confidence', () => {
    const r = read(lines);
    expect(r.titles[0]).toBe('Smith, “The Harbour.”');
    expect(r.s.weeks[0]!.readings[0]!.confidence).toBeGreaterThanOrEqual(80);
  });
});

describe('a task label over a quoted name (`Weekly journal assignment: “Diet.” …`)', () => {
  it('gives no reading, while a reading label beside it does', () => {
    const r = read([
      'Week 1',
      'Reading: Smith, “The Harbour.”',
      'Weekly journal assignment: “Diet.” Record what you eat for a week.',
      'Week 2',
      'Reading: Smith, “The Ice Shelf.”',
      'Group activity: “Ice maze.” Plan the depots.',
    ]);
    expect(r.titles).toEqual(['Smith, “The Harbour.”', 'Smith, “The Ice Shelf.”']);
  });
});

describe('a source named session after session', () => {
  it('raises the readings that repeat it into the 60-79 band, not above', () => {
    const week = (n: string, day: string, c: number) => [
      `Week ${n}: Topic ${c} (Monday, ${day}, 2023)`,
      'We will talk about things this week and practise them.',
      `• Field Notes Handbook: Chapter ${c}: Part ${c}`,
      `• Due: Exercise ${c} (Sunday)`,
      `• Due: Journal ${c} (Friday)`,
    ];
    const r = read([
      ...week('One', 'September 4', 1),
      ...week('Two', 'September 11', 2),
      ...week('Three', 'September 18', 3),
    ]);
    const confidences = r.s.weeks.flatMap((w) => w.readings.map((x) => x.confidence));
    expect(confidences).toHaveLength(3);
    for (const c of confidences) {
      expect(c).toBeGreaterThanOrEqual(60);
      expect(c).toBeLessThan(80);
    }
  });
});
