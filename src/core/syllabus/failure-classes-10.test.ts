/**
 * Layout failure classes still missed after the fresh7 round (reading precision and recall on known
 * misses of fresh5, fresh6 and fresh7), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('class blocks that label their readings (topic bullets above a `Reading Due:` label)', () => {
  const block = (n: number, topic: string, reading: string) => [
    `Session ${n}`,
    '',
    `${topic}:`,
    '* Origins of the Constitution',
    '* Review the brief for Hawkins v. McGee (N.H. 1929)',
    '',
    'Reading Due:',
    `* ${reading}`,
    '',
    'Homework Due:',
    '* Write a brief of Hawkins v. McGee',
    '',
  ];
  const lines = [
    ...block(1, 'The Constitution', 'Smith 1-20 (Structure)'),
    ...block(2, 'Judicial review', 'Smith 21-40 (Review)'),
    ...block(3, 'Federalism', 'Smith 41-60 (States)'),
  ];

  it('takes the labelled readings and not the topic outline above the label', () => {
    const r = read(lines);
    expect(r.rows.map((x) => [x[0], x[1], x[2]])).toEqual([
      [1, 'Smith (Structure)', '1-20'],
      [2, 'Smith (Review)', '21-40'],
      [3, 'Smith (States)', '41-60'],
    ]);
  });

  it('reads a `Reading Due:` label with its reading on the same line', () => {
    const r = read([...lines, 'Session 4', 'Federal courts', 'Reading Due: Smith 61-80 (Courts)']);
    expect(r.rows.at(-1)?.slice(0, 3)).toEqual([4, 'Smith (Courts)', '61-80']);
  });

  it('keeps lines that go on under a label, and sessions without one', () => {
    const r = read([
      ...lines,
      'Session 4',
      'Required Reading: Smith, Chapters 4-5',
      'Jones, Chapters 1-2',
      'Session 5',
      '* Palsgraf v. Long Island R.R. (N.Y. 1928)',
    ]);
    expect(r.titles.slice(3)).toEqual([
      'Smith, Chapters 4-5',
      'Jones, Chapters 1-2',
      'Palsgraf v. Long Island R.R. (N.Y. 1928)',
    ]);
  });
});

describe('prose after the first sentence of a bullet in a list of readings', () => {
  const lines = [
    'Week 1',
    '* Casebook pp. 10-20',
    '* Restatement § 12',
    '* Reread the fact pattern. It is posted on the course page.',
    '* For pictures of the site visit, look online. (More photos are in the album.)',
    'Week 2',
    '* Casebook pp. 21-30',
    '* Rule 56',
  ];

  it('judges a later sentence with no reading shape of its own without the list prior', () => {
    const r = read(lines);
    expect(r.titles).not.toContain('It is posted on the course page');
    expect(r.titles.some((t) => /photos/.test(t))).toBe(false);
    expect(r.titles).toContain('the fact pattern');
  });

  it('keeps a later sentence that names a work', () => {
    const r = read(['Week 1', '* Casebook pp. 10-20', '* Rule 12. Also Hawkins v. McGee.', '* Rule 56']);
    expect(r.titles).toContain('Also Hawkins v. McGee');
  });
});

describe('a no-class note shaped like "Author, Title"', () => {
  it('is no reading in a list of readings', () => {
    const r = read([
      'Week 1',
      '* Casebook pp. 10-20',
      '* Rule 12',
      'Week 2',
      '* Presidents Day, no classes.',
      'Week 3',
      '* Casebook pp. 21-30',
      '* Smith, The Common Law',
    ]);
    expect(r.titles).toEqual(['Casebook', 'Rule 12', 'Casebook', 'Smith, The Common Law']);
  });
});

describe('a bibliography entry wrapped with a hanging indent under a typographic bullet', () => {
  const lines = [
    'Lecture 1 (Jan. 8) – Minds',
    'Readings:',
    '    • Ryle, G., 1949. The Concept of Mind, 2nd ed.',
    '       Hutchinson Press, London.',
    '    • Fodor, J., 1975. The Language of Thought. Crowell, New York,',
    '       pp. 1-26.',
    'Lecture 2 (Jan. 15) – Machines',
    'Readings:',
    '    • Turing, A., 1950. Computing machinery and intelligence. Mind 59,',
    '       433-460.',
  ];

  it('is one reading per entry: the wrapped lines are no readings of their own', () => {
    const r = read(lines);
    expect(r.titles).toHaveLength(3);
    expect(r.titles.some((t) => /Hutchinson/.test(t) && !/Concept/.test(t))).toBe(false);
    expect(r.rows.map((x) => x[2])).toEqual([null, '1-26', '433-460']);
  });

  it('leaves an indented line under a markdown item alone', () => {
    const r = read([
      '## Week 1 (October 2 - October 6)',
      '',
      '* Read Sections 1-2 and do all the exercises.',
      '  If there are too many exercises, do these:',
      '  - Section 1: 1.2, 1.3',
      '',
      '## Week 2 (October 9 - October 13)',
      '',
      '* Read Sections 3-4 and do all the exercises.',
      '  If there are too many exercises, do these:',
      '  - Section 3: 3.1',
    ]);
    expect(r.titles).toEqual(['Sections 1-2', 'Sections 3-4']);
  });
});

describe('course logistics with a reading shape', () => {
  it('never takes a meeting time and room as pages', () => {
    const r = read([
      'Lecture 1 (Jan. 9) – Introduction',
      'Lectures: Tuesdays 10.00 – 12.00 in 2210-104, Aud. 1',
      'Seminar: Fridays 2:15 pm – 4:00 pm in room 3301-020',
      'Readings: Smith, Minds, pp. 1-20',
    ]);
    expect(r.rows.map((x) => [x[1], x[2]])).toEqual([['Smith, Minds', '1-20']]);
  });

  it('keeps section-number ranges that are no clock times', () => {
    const r = read(['Week 1', 'Reading: Sections 1.01-1.02 (Room for doubt)']);
    expect(r.titles).toHaveLength(1);
  });

  it('never takes the "None" a reading label gives when there is nothing to read', () => {
    const r = read([
      'Lecture 1 (Jan. 9) – Introduction',
      'Readings: Smith, Minds, pp. 1-20',
      'Lecture 2 (Jan. 16) – Workshop',
      'Readings: None',
    ]);
    expect(r.titles).toEqual(['Smith, Minds']);
  });
});

describe('a table flattened with two spaces between cells, rows leaving out cells', () => {
  const table = [
    'Fall 2024',
    '',
    'Classes  Dates  Topics  Readings',
    '1  W 9.04  Pleading  Ch. 1',
    '2, 3  M 9.09  Joinder  Ch. 2',
    '  W 9.11  Joinder cont’d  Ch. 3',
    '4  M 9.16  MIDTERM EXAM  (Chs. 1-3)',
    '5, 6  W 9.18',
    'Discovery; Depositions  Ch. 4',
    '7  M 9.23  Summary Judgment  Ch. 5',
  ];

  it('reads a `Classes` header as the class-number column and lines short rows up on their cells', () => {
    const r = read(table);
    expect(r.region('Classes | Dates')).toBe('table header');
    expect(r.rows.map((x) => [x[1], x[3]])).toEqual([
      ['Ch. 1', '2024-09-04'],
      ['Ch. 2', '2024-09-09'],
      ['Ch. 3', '2024-09-11'],
      ['Ch. 4', '2024-09-18'],
      ['Ch. 5', '2024-09-23'],
    ]);
  });

  it("takes an exam row's `(Chs. 1-3)` as what the exam covers", () => {
    expect(read(table).titles.some((t) => /Chs\. 1-3/.test(t))).toBe(false);
  });
});

describe('a single page cited like the ranges of the same source (`Casebook, 24`)', () => {
  const lines = [
    'Class 1',
    '- Casebook, 1-12; Casebook, 14',
    '- Casebook, 20-25',
    'Class 2',
    '- Casebook, 31, down to the notes',
    '- Hadley v. Baxendale, 1854',
  ];

  it('reads the lone number as a page of that source', () => {
    const r = read(lines);
    expect(r.rows.map((x) => x[2])).toEqual(['1-12', '14', '20-25', '31', null]);
    expect(r.titles.slice(0, 4).every((t) => t.startsWith('Casebook'))).toBe(true);
    expect(r.titles[4]).toBe('Hadley v. Baxendale, 1854');
  });

  it('leaves a name the document never cites by page range alone', () => {
    const r = read(['Class 1', '- Casebook, 1-12', '- Ethics, 3']);
    expect(r.rows.map((x) => x[2])).not.toContain('3');
  });
});

describe('a PDF as HTML text: `<br />` ending every line, a blank line after each', () => {
  const page = [
    'Evidence<br />',
    'Spring 2015<br />',
    'Assignment Sheet<br />',
    'Mar. 2<br />',
    'Hearsay basics and the definition of a statement: pp. 301-12; FRE<br />',
    '801(a)-(c); 802.<br />',
    'Mar. 3 Hearsay exceptions for present sense impressions: pp. 313-30;<br />',
    '331-40; FRE 803(1); 803(2). We will look at the exceptions one at a<br />',
    'time, with the advisory committee notes in hand for each of them.<br />',
    'Mar. 4<br />',
    'Character evidence: pp. 341-50<br />',
  ].flatMap((l) => [l, '']);

  it('joins the wrapped lines, so a rule cut at a line end is read whole', () => {
    const r = read(page);
    expect(r.titles).toContain('FRE 801(a)-(c); 802');
    expect(r.rows.map((x) => x[2])).toContain('301-12');
  });
});

describe('rule numbers listed after a rule (`FRCP 26(a); 26(e); 37`)', () => {
  it('stay with the rule, and the page reading before them is a reading of its own', () => {
    const r = read(['Mar. 2', 'Discovery: pp. 422-29; FRCP 26(a)(1); 26(e); 37']);
    expect(r.rows.map((x) => [x[1], x[2]])).toEqual([
      ['Discovery', '422-29'],
      ['FRCP 26(a)(1); 26(e); 37', null],
    ]);
  });
});

describe('a sentence remarking on a rule or a work, assigning nothing', () => {
  it('is no reading', () => {
    const r = read([
      'Week 1',
      'Reading: CB pp. 1-20',
      'Note that the Restatement was revised in 2011, so the numbering has changed since then.',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['1-20']);
  });
});

describe('a day that does not meet, said as "No Meeting"', () => {
  it('is no reading in a list of readings', () => {
    const r = read([
      'Week 1',
      '- Monday: Smith, The Common Law, ch. 1',
      '- Wednesday: No Meeting',
      'Week 2',
      '- Monday: Smith, The Common Law, ch. 2',
    ]);
    expect(r.titles.some((t) => /Meeting/.test(t))).toBe(false);
    expect(r.titles).toHaveLength(2);
  });
});

describe('a work named on a line ending with a colon, its parts in bullets below', () => {
  const lines = [
    'Mar. 19',
    "Hume's A Treatise of Human Nature, Book I:",
    '· Part I, sec. 1 [= Reader, pp. 10-12];',
    '· Part III, sec. 14 [= Reader, pp. 40-48];',
    'Mar. 21',
    '· Smith, The Theory of Moral Sentiments, Part I',
  ];

  it('is one reading, the work; the part bullets are no readings of their own', () => {
    const r = read(lines);
    expect(r.titles).toEqual([
      "Hume's A Treatise of Human Nature, Book I",
      'Smith, The Theory of Moral Sentiments, Part I',
    ]);
  });

  it('leaves a reading label ending with a colon to the reading block', () => {
    const r = read([
      'Mar. 19',
      'Read the following:',
      '· Part I, sec. 1',
      '· Smith, Moral Sentiments, Part I',
    ]);
    expect(r.titles).not.toContain('Read the following');
  });
});

describe('items of a reading label separated by a spaced slash, one a case with abbreviations', () => {
  it('are one reading each (the full stops of `v.` and `Okla.` end no sentence)', () => {
    const r = read(['Class 1', 'Reading:', '* “How to Read a Case” / Hawkins v. McGee (N.H. 1929)']);
    expect(r.titles).toEqual(['“How to Read a Case”', 'Hawkins v. McGee (N.H. 1929)']);
  });
});
