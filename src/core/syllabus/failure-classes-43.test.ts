/**
 * Failure classes of the fresh26 folder at first sight (structurer of 99cee55), each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { coveredSectionReadings, isProblemList } from './covered-sections';
import { restoreRowspanCells } from './layouts/rowspan-rows';
import { isDeliverableRow } from './layouts/deliverable-row';
import { splitAtNextAuthor } from './next-author';
import { read } from './layouts/testing';
import type { ReadingDraft } from './readings';

describe('a pipe table whose first column spans several rows (the rows under it slid one cell left)', () => {
  const table = [
    '| Day | Date | Section in Text | Topic |',
    '|---|---|---|---|',
    '| Tuesday | Sep 3 | 2.1 | Forces and Motion |',
    '| Sep 5 | 2.2 | Newton’s Laws | |',
    '| Tuesday | Sep 10 | 2.3 | Friction |',
    '| Sep 12 | 2.4 | Circular Motion | |',
    '| Tuesday | Sep 17 | 3.1 | Work and Energy |',
    '| Sep 19 | 3.2 | Potential Energy | |',
  ];

  it('gives the slid rows their empty first cell back', () => {
    const out = restoreRowspanCells(table);
    expect(out[3]).toBe('| | Sep 5 | 2.2 | Newton’s Laws |');
    expect(out[2]).toBe(table[2]);
  });

  it('reads each row’s section in its week, titled by the row’s topic', () => {
    const r = read(table);
    expect(r.rows.map((row) => row[0])).toEqual([1, 1, 2, 2, 3, 3]);
    expect(r.titles[1]).toContain('2.2');
    expect(r.titles[1]).toContain('Newton’s Laws');
  });

  it('leaves a table alone whose first column holds the dates', () => {
    const plain = [
      '| Date | Reading | Notes |',
      '|---|---|---|',
      '| Sep 3 | Ch. 1 | |',
      '| Sep 5 | Ch. 2 | |',
    ];
    expect(restoreRowspanCells(plain)).toEqual(plain);
  });
});

describe('table rows that are not a class’s reading', () => {
  it('a row announcing a deliverable due names no reading in its reading column', () => {
    expect(isDeliverableRow('Project 1 due in section', ['MATLAB 1'])).toBe(true);
    expect(isDeliverableRow('Lab report due', ['Lab 3'])).toBe(true);
    expect(isDeliverableRow('Project 1 due in section', ['4.3'])).toBe(false);
    expect(isDeliverableRow('Vector Equations', ['MATLAB 1'])).toBe(false);
  });

  it('an exam row’s chapters joined by `and`, or with hand-outs, are what the exam covers', () => {
    const r = read([
      '| Date | Section | Topic |',
      '|---|---|---|',
      '| Sep 3 | 1.1 | Systems of Equations |',
      '| Sep 10 | Ch. 1 and 2 | EXAM 1 |',
      '| Sep 17 | Ch. 3, Ch. 4, 5.1 handouts | EXAM 2 |',
      '| Sep 24 | 5.2 | Eigenvalues |',
    ]);
    expect(r.titles).toHaveLength(2);
  });

  it('a deadline row does not make its weekday a meeting day', () => {
    const r = read([
      '| Date | Section | Topic |',
      '|---|---|---|',
      '| Jan 23 | 1.1 | Equations |',
      '| Jan 25 | 1.2 | Row Reduction |',
      '| Jan 28 | 1.3 | Vectors |',
      '| Jan 30 | 1.4 | Matrix Equation |',
      '| Feb 1 | 1.5 | Solution Sets |',
      '| Feb 4 | 1.7 | Independence |',
      '| Feb 5 | Project 1 | Project 1 due in section |',
      '| Feb 6 | 1.8 | Transformations |',
      '| Feb 8 | 1.9 | Matrices |',
      '| Feb 11 | 2.1 | Operations |',
      '| Feb 12 | Project 2 | Project 2 due in section |',
      '| Feb 13 | 2.2 | Inverses |',
      '| Feb 15 | 2.3 | Invertibility |',
    ]);
    expect(r.s.meetingDays).toHaveLength(3);
    expect(r.titles.join(' ')).not.toContain('Project');
  });
});

describe('numbered topics whose source and pages come before the topic in parentheses', () => {
  const list = [
    'Property Syllabus',
    '(January 11, 2011)',
    'There are 12 topics. Please try to stay one topic ahead: if we stop in the middle of',
    'topic #5.',
    '',
    '1. Dukes & Krier, pages 10-25 (Capture)',
    '2. Dukes & Krier, pages 26-40, 52-60 (Finders; and Gifts, part I)',
    'Optional: pages 41-51',
    '3. Dukes & Krier, pages 61-80 (Gifts, part II)',
  ];

  it('reads each topic’s pages as the topic’s reading, one topic a week', () => {
    const r = read(list);
    expect(r.rows.map((row) => [row[0], row[2]])).toEqual([
      [1, '10-25'],
      [2, '26-40, 52-60'],
      [3, '61-80'],
    ]);
    expect(r.titles[0]).toContain('Capture');
  });

  it('a wrapped sentence ending `topic #5.` opens no class, a bare dated line under the title opens none', () => {
    const r = read(list);
    expect(r.region('topic #5.')).not.toBe('class heading');
    expect(r.region('(January 11, 2011)')).not.toBe('dated class marker');
    expect(r.s.weeks.some((w) => w.weekNumber === 5)).toBe(false);
  });
});

describe('a calendar whose reading column assigns sections with `Read`, its topic column naming them again', () => {
  const draft = (title: string, features: ReadingDraft['features']): ReadingDraft => ({
    title,
    citation: null,
    pages: null,
    confidence: 80,
    page: 1,
    line: 1,
    score: 1,
    features,
  });

  it('drops a class topic that names a section read earlier, once the document assigns with `Read`', () => {
    const readings = [
      draft('Read 2.1', ['sectionNumber', 'readVerb']),
      draft('Sec 2.1 Matrix multiplication', ['sectionNumber']),
      draft('Read 1.1', ['sectionNumber', 'readVerb']),
      draft('Sec 1.1 Linear systems', ['sectionNumber']),
      draft('Read 1.2', ['sectionNumber', 'readVerb']),
      draft('Sec 3.1 Determinants', ['sectionNumber']),
    ];
    const dropped = coveredSectionReadings(readings);
    expect([...dropped].map((d) => d.title)).toEqual([
      'Sec 2.1 Matrix multiplication',
      'Sec 1.1 Linear systems',
    ]);
  });

  it('keeps `Sec N Title` readings in a document that never assigns with `Read`', () => {
    const readings = [
      draft('Sec 2.1 Matrix multiplication', ['sectionNumber']),
      draft('Read 2.1', ['sectionNumber', 'readVerb']),
      draft('Sec 2.1 Matrix multiplication', ['sectionNumber']),
    ];
    expect(coveredSectionReadings(readings).size).toBe(0);
  });

  it('a section followed by a colon and problem numbers is a problem list', () => {
    expect(isProblemList('Sec 1.3: 28 even, 28, 32')).toBe(true);
    expect(isProblemList('§2.1: 1, 5, 9 odd')).toBe(true);
    expect(isProblemList('Sec 1.3: pp. 28-32')).toBe(false);
    expect(isProblemList('Sec 1.3 Vector equations')).toBe(false);
  });
});

describe('a lecture table flattened with the lecture number glued to the author', () => {
  const list = [
    '2Homer, Iliad',
    '3Homer, Odyssey',
    '4-5Sophocles, Antigone',
    '6Sophocles, Oedipus Rex First paper due (Lec #6)',
    '7Euripides, Medea',
    '8Euripides, Bacchae',
    '9Aeschylus, Oresteia',
    '10Concluding Lecture',
  ];

  it('reads each lecture’s work in the lecture’s week, a range in its first lecture’s week', () => {
    const r = read(list);
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      [2, 'Homer, Iliad'],
      [3, 'Homer, Odyssey'],
      [4, 'Sophocles, Antigone'],
      [6, 'Sophocles, Oedipus Rex'],
      [7, 'Euripides, Medea'],
      [8, 'Euripides, Bacchae'],
      [9, 'Aeschylus, Oresteia'],
    ]);
  });

  it('leaves numbers glued to words alone when they do not count up', () => {
    const r = read(['3D Printing basics', '2Pac, Me Against the World', '1Password setup', '4K video']);
    expect(r.s.weeks.every((w) => w.weekNumber === 1)).toBe(true);
  });
});

describe('a schedule written with weekday names only, no dates and no week numbers', () => {
  const page = [
    'Friday. Introductory lecture.',
    '',
    'Monday: Reading: A. Author, "The First Essay."',
    'Wednesday: Reading includes B. Writer, "The Second Essay."',
    'Friday: Discussion.',
    '',
    'Wednesday: Reading: C. Thinker, "The Third Essay."',
    'Friday: Quiz.',
    '',
    'Monday: Reading: D. Scholar, "The Fourth Essay."',
    'Monday: Paper topics handed out',
    'Wednesday: Reading: E. Critic, "The Fifth Essay."',
    'Friday: Discussion of the fifth essay.',
  ];

  it('opens a new week where a weekday does not come after the one before it', () => {
    const r = read(page);
    expect(r.rows.map((row) => row[0])).toEqual([2, 2, 3, 4, 5]);
    expect(r.s.meetingDays).toEqual(['monday', 'wednesday', 'friday']);
  });

  it('reads `Reading includes Author, "Title."` as a labelled reading, also first under its class', () => {
    expect(read(page).titles.some((t) => t.includes('The Second Essay'))).toBe(true);
    const r = read([
      'Sept 3',
      'Reading includes B. Writer, "The Second Essay."',
      'Sept 10',
      'Reading: C. Author, "Third."',
    ]);
    expect(r.titles.some((t) => t.includes('The Second Essay'))).toBe(true);
  });
});

describe('a reading page listed by due date, with readings assigned to part of the class', () => {
  const page = [
    'Course Readings, Summer 2011',
    'Due Thursday 26 May 2011',
    'Read',
    '- 35 USC 103',
    '- Alpha Co. v. Beta Corp., 100 U.S. 1 (1900)',
    'Due Friday 27 May 2011',
    '- If you sit on the left side of the room, read Gamma v. Delta, 200 U.S. 5 (1910)',
    '- If you sit on the right side of the room, read Epsilon v. Zeta, 300 U.S. 9 (1920)',
    'Due Tuesday 31 May 2011',
    '- Eta v. Theta, 400 U.S. 12 (1930)',
  ];

  it('dates each reading by its `Due <date>` heading', () => {
    const r = read(page);
    expect(r.rows.map((row) => [row[0], row[3]])).toEqual([
      [1, '2011-05-26'],
      [1, '2011-05-26'],
      [1, '2011-05-27'],
      [1, '2011-05-27'],
      [2, '2011-05-31'],
    ]);
  });

  it('takes the work after `If ..., read` as a reading', () => {
    const r = read(page);
    expect(r.titles.some((t) => t.includes('Gamma v. Delta'))).toBe(true);
    expect(r.titles.some((t) => t.startsWith('If you'))).toBe(false);
  });
});

describe('labels over work that is not read: `View Webcasts Before Class:`, a bare `Due:`', () => {
  it('reads the items under them as no readings', () => {
    const r = read([
      'Week 1',
      'Tuesday, September 8, 2020',
      'Read Before Class:',
      '• A Writing Book: Ch. 2 “Briefing Cases”',
      'View Webcasts Before Class:',
      '• The Parts of a Brief on YouTube',
      'Due:',
      '• Grammar Exercise: A (Commas)',
    ]);
    expect(r.titles.some((t) => t.includes('Briefing Cases'))).toBe(true);
    expect(r.titles.some((t) => t.includes('YouTube'))).toBe(false);
    expect(r.titles.some((t) => t.includes('Grammar Exercise'))).toBe(false);
  });
});

describe('two works run together after a lecture topic, the second opening with its author after the pages', () => {
  it('cuts the line after the first work’s pages or chapter, before the next author', () => {
    expect(
      splitAtNextAuthor(
        'Dana Roe, Rules and Orders, Chapter 4 “Order,” pp 10 - 22 Lee, A Study of Rules (1980)',
      ),
    ).toEqual(['Dana Roe, Rules and Orders, Chapter 4 “Order,” pp 10 - 22', 'Lee, A Study of Rules (1980)']);
    expect(
      splitAtNextAuthor('Kim, Modern Politics, Chapter 6 Ann B. Cole, “The Public Self”, pp. 5-9'),
    ).toEqual(['Kim, Modern Politics, Chapter 6', 'Ann B. Cole, “The Public Self”, pp. 5-9']);
  });

  it('leaves a line alone where the number ends no pages or chapter', () => {
    expect(splitAtNextAuthor('Roe v. Wade, 410 U.S. 113 Blackmun, J., for the Court')).toEqual([
      'Roe v. Wade, 410 U.S. 113 Blackmun, J., for the Court',
    ]);
    expect(splitAtNextAuthor('Supplement 462-485 Adams, Baker, and Clark')).toEqual([
      'Supplement 462-485 Adams, Baker, and Clark',
    ]);
    expect(splitAtNextAuthor('Chapter 7 State Courts, Judicial Opinions, Case Research')).toEqual([
      'Chapter 7 State Courts, Judicial Opinions, Case Research',
    ]);
  });

  it('reads both works of a lecture line', () => {
    const r = read([
      'Lecture 1: Order and Rules Dana Roe, Rules and Orders, Chapter 4 “Order,” pp 10 - 22 Lee, A Study of Rules (1980), sections 2 - 4',
      'Lecture 2: Politics Kim, Modern Politics, Chapter 6 Ann B. Cole, “The Public Self”, Journal 3, pp. 5 - 9.',
    ]);
    expect(r.titles).toHaveLength(4);
    expect(r.titles.some((t) => t.startsWith('Lee, A Study of Rules'))).toBe(true);
    expect(r.titles.some((t) => t.startsWith('Ann B. Cole'))).toBe(true);
  });
});
