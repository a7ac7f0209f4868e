/**
 * One small made-up syllabus per layout the structurer reads, and per failure class seen on real
 * syllabi outside the dev set (issue 9). Each checks what a student would expect to import.
 */
import { describe, expect, it } from 'vitest';
import type { StructuredSyllabus } from '../model';
import { classifySpan } from './classify';
import { normalizeSyllabus, structureSyllabusText } from './index';
import { newTrace } from './trace';

const parse = (lines: string[]) => normalizeSyllabus(structureSyllabusText(lines.join('\n')));
const rows = (s: StructuredSyllabus) =>
  s.weeks.flatMap((w) => w.readings.map((r) => [w.weekNumber, r.title, r.pages, r.date]));
const titles = (s: StructuredSyllabus) => s.weeks.flatMap((w) => w.readings.map((r) => r.title));

describe('markdown schedule table (Lecture | Date | Topic | Reading)', () => {
  const s = parse([
    '# Calculus II, Fall 2022',
    '| Lecture | Date | Topic | Reading |',
    '|---|---|---|---|',
    '| 1 | W 8/24 | Integration review | Ch 2 |',
    '| 2 | F 8/26 | Substitution | 11.1-11.3 |',
    '| 3 | M 8/29 | Parts | Ch 3; pp. 45-60 |',
    '| - | W 8/31 | Quiz 1 | - |',
    '| 4 | F 9/2 | Series | Homework 1 due |',
    '| 5 | W 9/7 | Tests for convergence | Exam covers chapters 4-6 |',
  ]);

  it('takes the Reading column, dates each row from weekday letters and the term year', () => {
    expect(rows(s)).toEqual([
      [1, 'Ch 2', null, '2022-08-24'],
      [1, 'Sections 11.1-11.3', null, '2022-08-26'],
      [2, 'Ch 3', '45-60', '2022-08-29'],
    ]);
  });

  it('infers the semester and the meeting days from the dated rows', () => {
    expect(s.semesterStart).toBe('2022-08-24');
    expect(s.semesterEnd).toBe('2022-09-07');
    expect(s.meetingDays).toEqual(['monday', 'wednesday', 'friday']);
  });
});

describe('HTML table flattened to pipes, one class per weekday column', () => {
  const s = parse([
    'Week 1 (1/15 - 1/19)',
    '| Monday | Wednesday | Friday |',
    '| No class.<br>MLK Day | Limits.<br>Read Section 2.1<br>Worksheet 1 | Continuity.<br>Read Section 2.2<br>Homework 1: Due 1/19 |',
    'Week 2 (1/22 - 1/26)',
    '| Monday | Wednesday | Friday |',
    '| Derivatives.<br>Read Section 3.1 | Rules.<br>Read Sections 3.2 - 3.3<br>Quiz 1 | Review.<br>Solutions to Homework 1 |',
  ]);

  it('reads each <br> part of a cell on its own: readings kept, worksheets, homework and quizzes not', () => {
    expect(rows(s).map(([w, t]) => [w, t])).toEqual([
      [1, 'Section 2.1'],
      [1, 'Section 2.2'],
      [2, 'Section 3.1'],
      [2, 'Sections 3.2 - 3.3'],
    ]);
  });
});

describe('dated headings without a year', () => {
  const s = parse([
    'Contracts, Professor Ames (revised 2025)',
    '## Tue Sep 2',
    '- Lucy v. Zehmer, CB 45-52',
    '- Optional: Farnsworth, Contracts § 3.1',
    '## Thu Sep 4',
    '- Restatement (Second) of Contracts § 17',
    '- What makes a promise binding?',
    '## Tue Sep 9',
    '- Offer and acceptance; counteroffers, CB 60-75',
    '- [Recommended: Corbin on Contracts, ch. 2]',
    '## Grading',
    '- Final exam 70%, participation 30%',
  ]);

  it('finds the year from weekday + date agreement with a year the text names', () => {
    expect(rows(s)).toEqual([
      [1, 'Lucy v. Zehmer', '45-52', '2025-09-02'],
      [1, 'Restatement (Second) of Contracts § 17', null, '2025-09-04'],
      [2, 'Offer and acceptance; counteroffers', '60-75', '2025-09-09'],
    ]);
    expect(s.meetingDays).toEqual(['tuesday', 'thursday']);
  });

  it('drops optional and bracketed items, questions, and the policy section after the schedule', () => {
    const all = titles(s).join(' | ');
    expect(all).not.toMatch(/Farnsworth|Corbin|promise binding|exam/i);
  });
});

describe('numbered lessons with a reading block of bibliography entries', () => {
  const s = parse([
    '## Lesson 01 - Aug. 22',
    '_Readings:_',
    'Prediction Policy Problems',
    '<br> Jon Kleinberg and Sendhil Mullainathan, American Economic Review (2015)',
    '<br> Read pages 491-95.',
    '',
    'Anatomy of an A.I. System',
    '<br> Kate Crawford & Vladan Joler (2018)',
    '<br> Read all.',
    '',
    '_Assignment:_',
    'Write a one-page response to the readings and email it before class.',
    '## Lesson 02 - Aug. 29',
    '_Readings:_',
    'Cyberspace and the Law of the Horse',
    '<br> Frank Easterbrook, University of Chicago Legal Forum 207 (1996)',
    '<br> Read all.',
  ]);

  it('reads title, citation and pages from each entry and one lesson per calendar week', () => {
    const r = s.weeks.flatMap((w) => w.readings.map((x) => [w.weekNumber, x.title, x.citation, x.pages]));
    expect(r).toEqual([
      [
        1,
        'Prediction Policy Problems',
        'Jon Kleinberg and Sendhil Mullainathan, American Economic Review (2015)',
        '491-95',
      ],
      [1, 'Anatomy of an A.I. System', 'Kate Crawford & Vladan Joler (2018)', null],
      [
        2,
        'Cyberspace and the Law of the Horse',
        'Frank Easterbrook, University of Chicago Legal Forum 207 (1996)',
        null,
      ],
    ]);
  });

  it('leaves the assignment out (year unknown: no dates)', () => {
    expect(titles(s).join(' ')).not.toMatch(/response/);
    expect(s.weeks.flatMap((w) => w.readings).every((r) => r.date === null)).toBe(true);
  });
});

describe('class markers at the end of a line, casebook rows and other-edition brackets', () => {
  const s = parse([
    'CRIMINAL LAW, SPRING 2026',
    'A. Actus Reus                            [#2 – THURSDAY, JANUARY 22, 2026]',
    '   KSSB10        221-228          Martin v. State and People v. Newton',
    '   [KSSB9        205-212]',
    '',
    'B. Mens Rea                              [#3 – TUESDAY, JANUARY 27, 2026]',
    '   KSSB10        258-267          Regina v. Cunningham',
    '   [KSSB11       285-294]',
  ]);

  it('starts a dated class at each marker and ignores the bracketed other editions', () => {
    expect(rows(s).map(([w, , p, d]) => [w, p, d])).toEqual([
      [1, '221-228', '2026-01-22'],
      [2, '258-267', '2026-01-27'],
    ]);
    expect(titles(s).join(' ')).toMatch(/Martin v\. State/);
  });
});

describe('week headings whose printed numbers start at 0', () => {
  const s = parse([
    'Week 0: Orientation',
    '- Read the course handbook, ch. 1',
    'Week 1: Sources of law',
    '- Smith, Legal Method, pp. 1-20',
  ]);

  it('counts weeks from 1', () => {
    expect(rows(s).map(([w]) => w)).toEqual([1, 2]);
  });
});

describe('semicolons', () => {
  it('split a list of readings but not one assignment whose title has a semicolon', () => {
    const s = parse([
      '## Monday, September 14, 2026',
      '- Establishing a Relationship; Prospective Clients, Casebook §§ 3.1 & 3.2',
      '## Wednesday, September 16, 2026',
      '- Cryptology, 97-102; Privacy, 35-38',
    ]);
    expect(titles(s)).toEqual([
      'Establishing a Relationship; Prospective Clients, Casebook §§ 3.1 & 3.2',
      'Cryptology',
      'Privacy',
    ]);
  });
});

describe('the reading classifier', () => {
  const verdict = (text: string, context: 'bullet' | 'label' | 'line' = 'bullet') =>
    classifySpan({ text, context, bulletPrior: 0 });

  it('takes page ranges, case names and author-title shapes', () => {
    expect(verdict('Palsgraf v. Long Island R.R., CB 211-219').take).toBe(true);
    expect(verdict('Beverly Southgate, What is History For?, 31-58').take).toBe(true);
    expect(verdict('Ch. 4', 'label').take).toBe(true);
  });

  it('drops homework, quizzes, exams, due dates, questions and tasks', () => {
    for (const t of [
      'Problem set 3 due Friday',
      'Quiz 2 on chapters 4-6',
      'Exam covers chapters 4-6',
      'What is justice?',
      'Follow the Zotero setup instructions',
      'Slides for lecture 3',
    ])
      expect(verdict(t).take, t).toBe(false);
  });

  it('is surer of a page range than of a bare title', () => {
    expect(verdict('Casebook pp. 10-20').confidence).toBeGreaterThan(verdict('Introduction').confidence);
  });

  it('explains itself: the trace keeps every line and every candidate with its features', () => {
    const trace = newTrace();
    structureSyllabusText(['## Aug 23, 2022', '- Pgs. 1-22', '- Why read cases?'].join('\n'), { trace });
    expect(trace.lines.map((l) => l.region)).toEqual(['dated heading', 'bullet', 'bullet']);
    expect(trace.spans.map((sp) => [sp.take, sp.features.includes('pages')])).toEqual([
      [true, true],
      [false, false],
    ]);
  });
});

describe('sources the syllabus itself calls optional', () => {
  it('drops readings from a source declared optional anywhere in the document', () => {
    const s = parse([
      'Materials: the Geisel hornbook readings listed below are optional.',
      '## Monday, August 31, 2026',
      '- Regulatory Authorities, Casebook § 1.1',
      '- Geisel, Chap. 1 & 2',
      '## Wednesday, September 2, 2026',
      '- Bar Admission, Casebook § 1.3',
    ]);
    expect(titles(s)).toEqual(['Regulatory Authorities, Casebook § 1.1', 'Bar Admission, Casebook § 1.3']);
  });
});

describe('a bibliography list by meeting, with "Monday the 8th" dates and ——— for the same author', () => {
  const s = parse([
    'Seminar: Modern Political Thought, Fall 2025',
    'Monday, September 1, 2025',
    '- Hobbes, Leviathan, ch. 13',
    'Monday the 8th',
    '- Locke, Second Treatise, ch. 2',
    '- ———, A Letter Concerning Toleration, pp. 1-20',
    'Monday the 29th',
    '- Rousseau, The Social Contract, book 1',
  ]);

  it('dates "Monday the 8th" in the month of the dates before it and repeats the author', () => {
    expect(rows(s)).toEqual([
      [1, 'Hobbes, Leviathan, ch. 13', null, '2025-09-01'],
      [2, 'Locke, Second Treatise, ch. 2', null, '2025-09-08'],
      [2, 'Locke, A Letter Concerning Toleration', '1-20', '2025-09-08'],
      [5, 'Rousseau, The Social Contract, book 1', null, '2025-09-29'],
    ]);
    expect(s.meetingDays).toEqual(['monday']);
  });
});

describe('site-generator template lines', () => {
  it('are not read as text: the reading inside an alert block is, the template around it is not', () => {
    const s = parse([
      '## Week 1',
      '- Eileen Cheng, _Historiography_, 4--28.',
      '## Week 2',
      '### 30: What is History For?',
      '- Beverly Southgate, _What is History For?_, 31--58.',
      "{% include alert.html class='danger' title='Reading reflection' text=\"",
      '- Which purposes resonated most with you?',
      '"%}',
    ]);
    expect(rows(s)).toEqual([
      [1, 'Eileen Cheng, Historiography', '4-28', null],
      [2, 'Beverly Southgate, What is History For?', '31-58', null],
    ]);
  });
});
