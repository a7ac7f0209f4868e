import { describe, expect, it } from 'vitest';
import { StructuredSyllabus } from '../model';
import { normalizeSyllabus, parseSyllabus, structureSyllabusText, textToLines } from './index';

const readings = (s: StructuredSyllabus) =>
  s.weeks.flatMap((w) => w.readings.map((r) => ({ ...r, week: w.weekNumber })));
const titles = (s: StructuredSyllabus) => readings(s).map((r) => r.title);

describe('textToLines', () => {
  it('numbers lines from 1 and starts a page at each form feed', () => {
    expect(textToLines('a\r\nb\rc\fd')).toEqual([
      { text: 'a', page: 1, line: 1 },
      { text: 'b', page: 1, line: 2 },
      { text: 'c', page: 1, line: 3 },
      { text: 'd', page: 2, line: 1 },
    ]);
  });
});

describe('date headings with years', () => {
  const text = [
    'Torts, Fall 2022',
    '## Aug 23, 2022',
    'Class 01 - Welcome',
    'Please read the syllabus on the course website.',
    '## Aug 25, 2022',
    'Class 02 - How to Read a Case',
    'Pgs. 1-9',
    '## Aug 30, 2022',
    'Class 03 - Damages',
    'Pgs. 734 - 742',
    '[Mathias v. Accor Economy Lodging, Inc.](mathias.pdf)',
    '## Sep 6, 2022',
    'No Class',
  ].join('\n');
  const s = structureSyllabusText(text);

  it('groups dated classes into Monday-based weeks from the first class', () => {
    expect(readings(s).map((r) => [r.week, r.pages ?? r.title])).toEqual([
      [1, '1-9'],
      [2, '734-742'],
      [2, 'Mathias v. Accor Economy Lodging, Inc.'],
    ]);
    expect(s.weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3]);
  });

  it('keeps administrative lines out and dates each reading', () => {
    expect(titles(s).some((t) => /syllabus/i.test(t))).toBe(false);
    expect(readings(s)[0]!.date).toBe('2022-08-25');
  });

  it('reports the semester from the classes held', () => {
    expect(s.semesterStart).toBe('2022-08-23');
    expect(s.semesterEnd).toBe('2022-08-30');
    expect(s.meetingDays).toEqual(['tuesday', 'thursday']);
  });

  it('records where each reading came from', () => {
    const lines = textToLines(text);
    for (const r of readings(s)) {
      const src = lines.find((l) => l.page === r.sourcePage && l.line === r.sourceLine)!;
      expect(src.text).toContain(r.pages ? r.pages.split('-')[0]! : 'Mathias');
    }
  });
});

describe('date headings without a year', () => {
  const s = structureSyllabusText(
    [
      'Civil Procedure, Fall 2021',
      '#### August 30',
      '### The Federal Judicial System',
      '- U.S. Constitution, Art. III, § 1',
      '- 28 U.S.C. § 1331',
      '#### Due September 1',
      '##### Click & Learn: Basic Skills',
      '#### September 3 & 6',
      '- FRCP Rule 13',
      '- Restatement (2d) of Judgments, §§ 13-26',
      '- Jones v. Ford Motor Credit Co.',
    ].join('\n'),
  );

  it('takes the year from the term and keeps statutes, rules and cases as readings', () => {
    expect(titles(s)).toEqual([
      'U.S. Constitution, Art. III, § 1',
      '28 U.S.C. § 1331',
      'FRCP Rule 13',
      'Restatement (2d) of Judgments, §§ 13-26',
      'Jones v. Ford Motor Credit Co.',
    ]);
    expect(readings(s)[2]!.date).toBe('2021-09-03');
    expect(s.semesterStart).toBe('2021-08-30');
  });

  it('treats "Due" blocks as administration', () => {
    expect(titles(s).some((t) => /Click/.test(t))).toBe(false);
  });
});

describe('week-numbered lists', () => {
  it('uses the syllabus week numbers and splits "Reading:" lists', () => {
    const s = structureSyllabusText(
      [
        'History 425, Spring, 2000',
        'Week 1: Jan. 31, Introduction.',
        'Week 2: Feb. 7, Erasmus vs. Luther. Readings: Tracy, chs. 1 - 4; Marlowe, Dr. Faustus, all.',
        'Week of Feb. 14, No class.',
        'Week 4: Feb. 28, The Catholic Response. Reading: Tracy, ch. 7',
      ].join('\n'),
    );
    expect(readings(s).map((r) => [r.week, r.title])).toEqual([
      [2, 'Tracy, chs. 1 - 4'],
      [2, 'Marlowe, Dr. Faustus, all'],
      [4, 'Tracy, ch. 7'],
    ]);
    expect(s.weeks.map((w) => w.weekNumber)).toEqual([1, 2, 3, 4]);
  });

  it('reads markdown week headings with bullets of "Read ..." items', () => {
    const s = structureSyllabusText(
      [
        '## Course week 1 (October 30 – November 3)',
        '* Read Sections 1–2 and do all the exercises.',
        '* Write on Zulip if you have trouble.',
        '## Course week 2 (November 6 – November 10)',
        '* Read Sections 4–6.',
        '  - Section 4: 4.2, 4.3',
      ].join('\n'),
    );
    expect(readings(s).map((r) => [r.week, r.title])).toEqual([
      [1, 'Sections 1–2'],
      [2, 'Sections 4–6'],
    ]);
    expect(s.semesterStart).toBeNull();
  });
});

describe('class- and session-numbered lists', () => {
  it('makes one week per numbered topic when there are no dates', () => {
    const s = structureSyllabusText(
      [
        'Fall 1997',
        '1. The Burden of German History, 1648-1918 (Wall, 1-8; 11-20)',
        '2. Romanticism and Germanic Ideology',
        '3. The Early Life, 1889-1919 (Wall, 8-11)',
        '4. The Nazi War (Wall, 133-174; reading recommended, but not required)',
      ].join('\n'),
    );
    expect(readings(s).map((r) => [r.week, r.title, r.pages])).toEqual([
      [1, 'Wall', '1-8, 11-20'],
      [3, 'Wall', '8-11'],
    ]);
  });

  it('reads a flattened table row per class with a Reading: row', () => {
    const s = structureSyllabusText(
      [
        'Math 65S, Fall 2000',
        '2 |  W |  30 Aug |  Classical cryptography',
        'Reading:|  Cryptology, 1-15; Friendly Introduction, 47-49',
        'Assignment Due:|  student survey',
        '3 |  F |  1 Sep |  Cryptanalysis',
        'Reading:|  Cryptology, 15-18',
        '4 |  M |  4 Sep |  Uses',
        'Reading:|  Privacy, vii-ix, 1-9',
      ].join('\n'),
    );
    expect(readings(s).map((r) => [r.week, r.title, r.pages, r.date])).toEqual([
      [1, 'Cryptology', '1-15', '2000-08-30'],
      [1, 'Friendly Introduction', '47-49', '2000-08-30'],
      [1, 'Cryptology', '15-18', '2000-09-01'],
      [2, 'Privacy', 'vii-ix, 1-9', '2000-09-04'],
    ]);
    expect(s.meetingDays).toEqual(['monday', 'wednesday', 'friday']);
  });

  it('attaches class titles to the date heading above them', () => {
    const s = structureSyllabusText('## Sep 1, 2022\n\nClass 04 - Compensatory Damages\n\nPgs. 717-734');
    expect(s.weeks[0]!.topic).toBe('Compensatory Damages');
  });
});

describe('casebook lines with continuation rows', () => {
  const s = structureSyllabusText(
    [
      'Spring 2026',
      'Jan. 20: cb 53-61, 255-60 Acquiring Property – first possession',
      'Jan. 22: cb 64-73, Acquiring Property – first possession (cont.)',
      '311-25 Acquiring Property – water rights',
      'Feb. 17: no class (rescheduled)',
    ].join('\n'),
  );
  it('makes each page range a reading titled by its label', () => {
    expect(readings(s).map((r) => [r.title, r.citation, r.pages])).toEqual([
      ['Acquiring Property – first possession', 'cb', '53-61, 255-60'],
      ['Acquiring Property – first possession (cont.)', 'cb', '64-73'],
      ['Acquiring Property – water rights', null, '311-25'],
    ]);
    expect(readings(s)[2]!.sourceLine).toBe(4);
    expect(s.semesterEnd).toBe('2026-01-22');
  });
});

describe('markdown and fixed-width tables', () => {
  it('takes the Reading column of a pandoc table', () => {
    const s = structureSyllabusText(
      [
        'Day           Topic         Reading',
        '------------- ------------- -------------------------------------',
        '2018-01-16    Intro',
        '2018-01-18                  CS Lewis, *The Discarded Image*',
        '2018-01-23                  Descartes, *Meditations*',
        '2018-03-13                  **Spring Break**',
      ].join('\n'),
    );
    expect(readings(s).map((r) => [r.week, r.title])).toEqual([
      [1, 'CS Lewis, The Discarded Image'],
      [2, 'Descartes, Meditations'],
    ]);
    expect(s.weeks[0]!.topic).toBe('Intro');
  });

  it('splits a flattened bullet table into sessions', () => {
    const row =
      'ASSIGNMENTS Week, Day Subjects Aug. 22 Foundational Principles • Policy • Read pages 3-11 of THE CASEBOOK and respond to all the questions therein Aug. 31 Mutual assent • Study Rest. 2d Contracts, §§ 26-27 • Read pages 39-52 of THE CASEBOOK (cases are Lefkowitz and Neal) • Discuss assigned cases and restatement sections';
    const s = structureSyllabusText(row);
    expect(readings(s).map((r) => [r.week, r.title, r.pages ?? null])).toEqual([
      [1, 'THE CASEBOOK', '3-11'],
      [2, 'Rest. 2d Contracts, §§ 26-27', null],
      [2, 'Lefkowitz and Neal', '39-52'],
    ]);
  });
});

describe('messy PDF lines', () => {
  it('joins wrapped bullets and keeps the first line as provenance', () => {
    const lines = [
      { text: 'Fall 2020', page: 1, line: 1 },
      { text: 'September 2', page: 2, line: 7 },
      { text: 'Basic Claim & Party Joinder', page: 2, line: 8 },
      {
        text: '• William Felstiner, “The Emergence & Transformation of Disputes: Naming, Blaming, &',
        page: 2,
        line: 9,
      },
      { text: 'Claiming”, 15 Law & Society Review 630 (1981)', page: 2, line: 10 },
      { text: '• Mosley v. General Motors Co.', page: 3, line: 1 },
      { text: 'Revised: 21 October 2020', page: 3, line: 2 },
    ];
    const s = parseSyllabus(lines);
    const rs = readings(s);
    expect(rs.map((r) => r.title)).toEqual([
      'William Felstiner, “The Emergence & Transformation of Disputes: Naming, Blaming, & Claiming”, 15 Law & Society Review 630 (1981)',
      'Mosley v. General Motors Co.',
    ]);
    expect(rs.map((r) => [r.sourcePage, r.sourceLine])).toEqual([
      [2, 9],
      [3, 1],
    ]);
    expect(s.weeks[0]!.topic).toBe('Basic Claim & Party Joinder');
  });
});

describe('output contract', () => {
  const text = '## Aug 25, 2022\nPgs. 1-9\nMas v. Perry\n## Sep 1, 2022\nPgs. 9-20 and questions';
  it('is valid against the StructuredSyllabus schema with confidences in 0-100', () => {
    const s = structureSyllabusText(text);
    expect(() => StructuredSyllabus.parse(s)).not.toThrow();
    for (const r of readings(s)) {
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(100);
    }
    expect(() => StructuredSyllabus.parse(normalizeSyllabus(s))).not.toThrow();
  });

  it('is deterministic', () => {
    expect(JSON.stringify(structureSyllabusText(text))).toBe(JSON.stringify(structureSyllabusText(text)));
  });

  it('returns no weeks for text without a schedule', () => {
    expect(structureSyllabusText('Office hours: by appointment.\nGrading: 40% exam.').weeks).toEqual([]);
  });
});
