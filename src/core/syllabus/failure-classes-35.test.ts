/**
 * Failure classes of the fresh22 folder at first sight (structurer of b864850), each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a unit heading with a `Reading:` line above the unit’s dated lecture lines', () => {
  const outline = [
    'Course outline (subject to change)',
    'Foundations',
    'Reading: Preface + Chapter 1',
    'Jan 10: Welcome and overview (AB)',
    'Jan 15: What a history is (CD)',
    'Early Cities',
    'Reading: Chapters 2 + 3',
    'Jan 17: Walls and markets (AB)',
    'Jan 22: Temples (CD)',
    'Empires',
    'Reading: Chapters 4, 5 + 6',
    'Jan 24: Roads (AB)',
    'Jan 29: Coins and laws (CD)',
  ];

  it('gives each unit’s reading to the unit’s first class, the first unit’s too', () => {
    const r = read(outline);
    const weekOf = (title: string) => r.rows.find((row) => row[1] === title)?.[0];
    expect(r.titles).toContain('Preface + Chapter 1');
    expect(weekOf('Chapters 4, 5 + 6')).toBe(3);
    expect(weekOf('Chapters 2 + 3')).toBe(2);
  });

  it('leaves the usual layout alone: a label under its own dated class stays that class’s reading', () => {
    const r = read([
      'Schedule',
      'Jan 10: Welcome',
      'Reading: Chapter 1',
      'Jan 17: Walls',
      'Reading: Chapter 2',
      'Jan 24: Roads',
      'Reading: Chapter 3',
    ]);
    const weekOf = (title: string) => r.rows.find((row) => row[1] === title)?.[0];
    expect(weekOf('Chapter 1')).toBe(1);
    expect(weekOf('Chapter 3')).toBe(3);
  });
});

describe('a `Cases Due:` line listing the class’s cases by short name, separated by commas', () => {
  const schedule = [
    'Class 1 Formation; 2-201; 2-204',
    'Problems Due: 1-3',
    'Cases Due: Harbor Mills, Quinton Tools LLC, Alder v. Brook, Inc., Marsh',
    'Class 2 Warranties; 2-313',
    'Cases Due: Pell Farms, Dorne',
  ];

  it('reads each case as a reading of its own, a company suffix kept in its case', () => {
    const r = read(schedule);
    expect(r.titles).toEqual(
      expect.arrayContaining([
        'Harbor Mills',
        'Quinton Tools LLC',
        'Alder v. Brook, Inc.',
        'Marsh',
        'Pell Farms',
        'Dorne',
      ]),
    );
    expect(r.titles.some((t) => t.includes('Harbor Mills,'))).toBe(false);
  });
});

describe('numbered topics over primary sources, each a title closed by its year, and an optional links block', () => {
  const outline = [
    'Topics and assignments',
    '1. "Founding Charters"',
    'Charter of the Harbor Colony (1629).',
    'Links:  (following links is always optional)',
    'Map of the harbor',
    'Diary of a Settler, (1633)',
    '2. "Courts and Crime"',
    'Records of the Hill County Court (1671, 1672)',
    'Statutes on Apprentices (1680-1702)',
    '3. "Trade"',
    'Acts of the Assembly (1690-91)',
  ];

  it('reads each year-closed title as a reading and nothing in the links block', () => {
    const r = read(outline);
    expect(r.titles).toEqual(
      expect.arrayContaining([
        'Charter of the Harbor Colony (1629)',
        'Records of the Hill County Court (1671, 1672)',
        'Statutes on Apprentices (1680-1702)',
      ]),
    );
    expect(r.titles.some((t) => t.includes('Diary of a Settler'))).toBe(false);
    expect(r.titles.some((t) => t.includes('Map of the harbor'))).toBe(false);
  });

  it('does not read the year range as pages', () => {
    const r = read(outline);
    expect(r.rows.find((row) => String(row[1]).startsWith('Acts of the Assembly'))?.[2] ?? null).toBeNull();
  });
});

describe('a numbered schedule run together on one line, each topic with an inline `Read:` label', () => {
  const paragraph =
    'Requirements Two papers and a final. Schedule 1. Introduction: What is a myth? ' +
    '2. Heroes and gods: Who is a hero? Read: Homer, Odyssey 3. The underworld Read: Virgil, Aeneid ' +
    '4. Tricksters Read: Ovid, Metamorphoses';

  it('reads the work after each topic’s label as that topic’s reading, not as part of the topic', () => {
    const r = read(['Myth and Meaning', paragraph]);
    const weekOf = (t: string) => r.rows.find((row) => String(row[1]).includes(t))?.[0];
    expect(weekOf('Odyssey')).toBe(2);
    expect(weekOf('Aeneid')).toBe(3);
    expect(weekOf('Metamorphoses')).toBe(4);
    expect(r.titles.some((t) => t.includes('Heroes'))).toBe(false);
  });
});

describe('a class’s cases named one after another with commas and no years', () => {
  it('reads each case as a reading of its own, a company suffix kept in its case', () => {
    const r = read([
      'Class 1 Agency basics',
      'Read pp. 10-25, Arden v. Blake, Corran Mills Co. v Dale, Inc., Eton Church v Fisk',
      'Class 2 Partnerships',
      'Read pp. 26-40',
    ]);
    expect(r.titles).toEqual(
      expect.arrayContaining(['Arden v. Blake', 'Corran Mills Co. v Dale, Inc.', 'Eton Church v Fisk']),
    );
  });

  it('keeps a piece whole when its last part is not a case', () => {
    const r = read(['Class 1 Agency', 'Arden v. Blake, Corran v. Dale, and the notes after them, pp. 4-9']);
    expect(r.titles.some((t) => t === 'Corran v. Dale')).toBe(false);
  });
});

describe('a web class page: a bare `Reading` heading, its one line, then the page’s other sections', () => {
  const page = [
    'Class 4 · Sep 16 (Wed)',
    '',
    'Offer and acceptance',
    '',
    'Reading',
    '',
    'Chapter 4 (full). Skim the notes.',
    '',
    'Time budget',
    '',
    'Short',
    'About an hour for the cases.',
    '',
    'Cold call',
    '',
    'Be ready to state the facts of the first case.',
  ];

  it('ends the reading block at the next section title, so the rest of the page is not read as readings', () => {
    const r = read(page);
    expect(r.titles).toContain('Chapter 4 (full)');
    expect(r.titles.some((t) => /Time budget|Short|Cold call|About an hour/.test(t))).toBe(false);
  });
});

describe('a class-agenda page of bullets, classroom activities mixed with the reading', () => {
  const agenda = [
    'Chapter 3 The Courts',
    '',
    '  • Hand-out textbooks and the course packet',
    '',
    '  • Show students the "Court Finder" page on the class site',
    '',
    '  • Define "jurisdiction" and discuss',
    '',
    '  • Return the Unit 1 quiz and go over the answers',
    '',
    '  • Flipped lesson: Read textbook pgs. 12-20.',
  ];

  it('reads the textbook pages as the reading and none of the classroom activities', () => {
    const r = read(agenda);
    expect(r.rows.some((row) => row[2] === '12-20')).toBe(true);
    expect(r.titles.some((t) => /Hand-out|Show students|Define|Return the/.test(t))).toBe(false);
  });

  it('keeps a work whose title opens with one of those words (`Return of ...`, `Show Boat`)', () => {
    const r = read([
      'Week 1',
      'Reading: Return of the Native',
      'Reading: Show Boat',
      'Reading: Return to Reason',
    ]);
    expect(r.titles).toEqual(['Return of the Native', 'Show Boat', 'Return to Reason']);
  });
});

describe('a schedule cell that is a book code the page defines and its chapters (`C: 1`, `OS: 1, 18.1`)', () => {
  const page = [
    'Textbooks: Raven Chemistry (= RC), or Open Chemistry 3e ("OC" in the schedule)',
    '',
    'September 3',
    'Tuesday',
    'Lecture 1 - Atoms',
    'RC: 2',
    'OC: 2, 7.1',
    'September 5',
    'Thursday',
    'Lecture 2 - Bonds',
    'RC: 3-4',
    'XY: 5',
  ];

  it('reads each defined code’s line as a reading of that book, and not an undefined code', () => {
    const r = read(page);
    expect(r.titles).toEqual(expect.arrayContaining(['RC: 2', 'OC: 2, 7.1']));
    expect(r.rows).toHaveLength(3);
    expect(r.titles.some((t) => t.startsWith('XY'))).toBe(false);
  });
});
