/**
 * Failure classes seen at first sight on the `fresh37` corpus folder of stored public pages
 * (corpus/syllabi/fresh37/FIRST_SIGHT.md), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a table pasted one cell a line, each cell closed by its bar, day numbers under a month cell', () => {
  const table = [
    'Physics 210 Schedule',
    'TTh 9:30-10:45',
    'Chapters refer to the textbook: Waves and Fields by Ray.',
    'February |',
    '3: |',
    'Ch. 2 |',
    'Oscillators |',
    '|',
    '5: |',
    'Ch. 3 |',
    'Damping |',
    '|',
    '10: |',
    'Midterm |',
    '||',
    '12: |',
    'Ch. 4, 5 |',
    'Resonance |',
    '|',
    'March |',
    '3: |',
    'Ch. 6 |',
    'Waves on strings |',
  ];

  it('reads each day as a class of its month and its chapter cell as the reading', () => {
    const r = read(table);
    expect(r.titles).toEqual(['Ch. 2', 'Ch. 3', 'Ch. 4, 5', 'Ch. 6']);
    expect(r.rows.map((row) => row[0])).toEqual([1, 1, 2, 5]);
  });

  it('reads the same table pasted without its cell bars the same way', () => {
    const plain = table.map((t) => (t.trim() === '|' || t.trim() === '||' ? '' : t.replace(/ \|$/, '')));
    expect(read(plain).rows).toEqual(read(table).rows);
  });
});

describe('a reading label whose items stand apart only by runs of spaces', () => {
  const page = [
    'Week 1',
    'M (Sep 7) Welcome',
    'W (Sep 9) Scarcity and Choice',
    'Reading: Opportunity Cost (EconLib)    Freakonomics Chapter 2',
    '',
    'Slides: Scarcity deck',
    'Week 2',
    'M (Sep 14) Prices',
    'Readings:  Why Prices Rise (KC Fed)   Inflation Basics   Money Illusion',
    '                   The Price of Bread',
  ];

  it('reads each spaced item as a reading of its own, the indented line going on under the label', () => {
    expect(read(page).titles).toEqual([
      'Opportunity Cost (EconLib)',
      'Freakonomics Chapter 2',
      'Why Prices Rise (KC Fed)',
      'Inflation Basics',
      'Money Illusion',
      'The Price of Bread',
    ]);
  });

  it('keeps a chapter and its pages set apart by spaces as one reading', () => {
    const r = read(['Week 1', 'Reading: Ch. 3      pp. 45-60', 'Week 2', 'Reading: Ch. 4      pp. 61-80']);
    expect(r.rows.map((row) => row[2])).toEqual(['45-60', '61-80']);
  });
});

describe('class dates written with a weekday letter and parentheses', () => {
  it('reads `(M) Sep 11` and `M (Sep 11)` as dated classes, the weekday naming the meeting days', () => {
    const coded = [
      'Fall 2029',
      '(M) Sep 10 Vectors',
      'Reading: Ch. 1',
      '(W) Sep 12 Matrices',
      'Reading: Ch. 2',
      '(M) Sep 17 Determinants',
      'Reading: Ch. 3',
    ];
    const wrapped = coded.map((t) => t.replace(/^\((\w+)\) (\w+ \d+)/, '$1 ($2)'));
    for (const lines of [coded, wrapped]) {
      const r = read(lines);
      expect(r.rows).toEqual([
        [1, 'Ch. 1', null, '2029-09-10'],
        [1, 'Ch. 2', null, '2029-09-12'],
        [2, 'Ch. 3', null, '2029-09-17'],
      ]);
      expect(r.s.meetingDays).toEqual(['monday', 'wednesday']);
    }
  });
});

describe('a dated class line whose text opens with a longer reading label', () => {
  it('reads what follows `Reading to prepare for class:` as the class reading', () => {
    const lines = [
      'Fall 2031',
      'T Sep 2 Introductions and policies.',
      'R Sep 4 Reading to prepare for class: Armstrong, A History of God, introduction.',
      'T Sep 9 Reading to prepare: Smart, The Religious Experience, chapter 2 (a survey of the field).',
      'R Sep 11 Reading: Eliade, Sacred and Profane, chapter 1',
    ];
    expect(read(lines).rows).toEqual([
      [1, expect.stringContaining('A History of God, introduction'), null, '2031-09-04'],
      [2, expect.stringContaining('The Religious Experience, chapter 2'), null, '2031-09-09'],
      [2, expect.stringContaining('Sacred and Profane, chapter 1'), null, '2031-09-11'],
    ]);
  });
});

describe('a dated topic paragraph that closes with its reading list in square brackets', () => {
  const lines = [
    'Numbers in brackets are chapters of the textbook.',
    '',
    '1/14: Welcome. What is geology? Rocks and minerals. [Ch 1, 2; Appendix A]',
    '',
    '1/21: Plate tectonics. Earthquakes and volcanoes. [Ch 3, 4]',
    '',
    'MIDTERM: Thursday, 6 February',
    '',
    '2/11: Weathering. Soils. [Ch 5; Optional: Ch 6]',
    '',
    '2/18: Deep time and the geologic column. [Annals of the Former World]',
  ];

  it('reads each bracket as the class readings and leaves the topic sentences out', () => {
    expect(read(lines).titles).toEqual([
      expect.stringContaining('Ch 1, 2'),
      expect.stringContaining('Appendix A'),
      expect.stringContaining('Ch 3, 4'),
      expect.stringContaining('Ch 5'),
      'Annals of the Former World',
    ]);
  });

  it('reads the same when each topic paragraph wraps after its first sentence, the bracket on the next line', () => {
    const wrapped = lines.flatMap((t) => {
      const cut = t.indexOf('. ', 12);
      return t.includes('[') && cut > 0 ? [t.slice(0, cut + 1), t.slice(cut + 2)] : [t];
    });
    expect(read(wrapped).titles).toEqual(read(lines).titles);
  });
});

describe('a dated row whose first cell is a bare list of textbook section numbers', () => {
  it('reads the section list as the reading and the words after it as the topic', () => {
    const lines = [
      'Date  Sections  Topic  Exercises',
      '',
      '(M) Jan 8  2.1',
      'Limits and continuity',
      '§2.1: #1, 5, 9',
      '(W) Jan 10  2.2  2.3  One-sided limits',
      '§2.2: #3, 7',
      '(F) Jan 12  2.4',
      'Derivatives',
    ];
    expect(read(lines).titles).toEqual([
      expect.stringContaining('2.1'),
      expect.stringContaining('2.2 2.3'),
      expect.stringContaining('2.4'),
    ]);
  });

  it('leaves a quantity after a date alone', () => {
    const lines = ['Jan 8 1.5 million visitors came to the park', 'Reading: Muir, My First Summer, ch. 1'];
    expect(read(lines).titles).toEqual(['Muir, My First Summer, ch. 1']);
  });
});

describe("an LMS outline whose week's lessons run together on one line", () => {
  it('reads the `Reading this week:` item out of the run', () => {
    const lines = [
      'Fall 2032',
      '1. Foundations',
      'Sep 6',
      'Lesson 1, Sept. 6 Description: Welcome, policies, break, first concepts - Lesson 2, Sept. 8 Description: ' +
        'Film clip discussion Reading this week: Chapter 1, Thinking Like a Sociologist (LMS) |',
      '2. Groups',
      'Sep 13',
      'Lesson 3, Sept. 13 Description: Lecture on groups, break, small-group work Reading this week: Chapter 4, ' +
        'Groups and Networks |',
    ];
    expect(read(lines).titles).toEqual([
      expect.stringContaining('Thinking Like a Sociologist'),
      expect.stringContaining('Groups and Networks'),
    ]);
  });
});

describe('a reading list sorted by genre, each work opened by its category in capitals', () => {
  const row = (week: string, cell: string) => [`    | ${week}  | `, `    ${cell}  | `, '    .  |  ', ''];
  it('reads the author and work after the category label (a pipe table pasted one cell a line)', () => {
    const lines = [
      ...row('WEEK 1', 'Knox, Chapter 1, pp. 1-20.'),
      ...row('', 'EPIC: Apollonius, The Argonautica Books 1, 2'),
      ...row('WEEK 2', 'Knox, Chapter 2, pp. 21-40.'),
      ...row('', 'TRAGEDY: lyric: Seneca, Medea'),
      ...row('WEEK 3', 'Knox, Chapter 3, pp. 41-60.'),
      ...row('', 'HOMEWORK: Sappho, Fragment 31 translation'),
    ];
    expect(read(lines).titles).toEqual([
      expect.stringContaining('Knox, Chapter 1'),
      'Apollonius, The Argonautica Books 1, 2',
      expect.stringContaining('Knox, Chapter 2'),
      'Seneca, Medea',
      expect.stringContaining('Knox, Chapter 3'),
    ]);
  });
});

describe('two authors sharing one part in a reading instruction', () => {
  it('reads one reading per author, each with its own pages', () => {
    const lines = [
      'Week 1',
      'Reading: Armstrong and Smart chapters on Islam (a founding religion)',
      'Week 2',
      'Reading: Armstrong (201-230) and Smart (95-120) on Sikhism',
    ];
    const r = read(lines);
    expect(r.titles).toHaveLength(4);
    expect(r.rows.map((row) => row[2])).toEqual([null, null, '201-230', '95-120']);
  });
});

describe('a class line with a parenthesis left open', () => {
  it('does not carry the later dated class lines into it', () => {
    const lines = [
      'Fall 2033',
      'Week 1 W Sept. 6 Introduction. Preview, pp. 1-12.',
      'F Sept. 8 Early models (Ptolemy; Copernicus Ch. 1, pp. 20-30.',
      'Week 2 M Sept. 11 Kepler. Ch. 2, pp. 31-40.',
      'W Sept. 13 Newton. Ch. 3, pp. 41-50.',
    ];
    expect(read(lines).rows.map((row) => [row[0], row[2]])).toEqual([
      [1, '1-12'],
      [1, '20-30'],
      [2, '31-40'],
      [2, '41-50'],
    ]);
  });
});
