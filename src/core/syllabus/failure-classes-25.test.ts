/**
 * Failure classes left on the unseen folders fresh14 / fresh15 after their first round, each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { columnKind } from './columns';
import { read } from './layouts/testing';

describe('a table with a `Class number` and a `Week number` column (calendar weeks of the year)', () => {
  const table = [
    '| Class number | Week number | Section | Topic | Readings |',
    '| --- | --- | --- | --- | --- |',
    '| 1 | 5 | Lecture | Welcome | Okafor, B. (2011) |',
    '| | | Lab | Setting up | Lund Chapter 1: Tools |',
    '| 2 | 6 | Lecture | Memory | Tanaka Chapter 2: Recall |',
    '| | | Lab | Plotting | Lund Chapter 2: Graphs |',
    '| Winter Break | 7 | - | | - |',
    '| 3 | 8 | Lecture | Attention | Ferris, K. (1999) |',
    '| 4 | 9 | Lecture | Perception | Tanaka Chapter 3: Seeing |',
  ];

  it('groups the classes by the printed week, counted from the first printed week', () => {
    const r = read(table);
    const weekOf = (title: string) => r.rows.find((x) => String(x[1]).includes(title))?.[0];
    expect(weekOf('Okafor')).toBe(1);
    expect(weekOf('Lund Chapter 1')).toBe(1);
    expect(weekOf('Tanaka Chapter 2')).toBe(2);
    expect(weekOf('Lund Chapter 2')).toBe(2);
    expect(weekOf('Ferris')).toBe(4);
    expect(weekOf('Tanaka Chapter 3')).toBe(5);
  });

  it('names `Class number` and `Week number` headers number columns', () => {
    expect(columnKind('Class number')).toBe('number');
    expect(columnKind('Week numbers')).toBe('number');
    expect(columnKind('Number of pages')).not.toBe('number');
  });
});

describe('dated classes named by a bare chapter code (`Tue, Feb. 4 — K3`)', () => {
  const schedule = (codes: string[]) => [
    '## Physics II — Spring 2025',
    '',
    '### Week 2 — Fields',
    '',
    `* Tuesday, Feb. 4 — ${codes[0]}`,
    `* Friday, Feb. 7 — ${codes[1]}`,
    '',
    '### Week 3 — Circuits',
    '',
    `* Tuesday, Feb. 11 — ${codes[2]}`,
    `* Friday, Feb. 14 — ${codes[3]}`,
    '',
    '### Week 4 — Exam',
    '',
    '* Tuesday, Feb. 18 — Exam 1 covering Homework 1-4 and Chapters K3, K4, and K5',
    '* Friday, Feb. 21 — K6 on Induction? L1 Waves?',
  ];

  it('reads each code (with a verb before it) as the class reading, dated by its class', () => {
    const r = read(schedule(['K3', 'Finish K3 and start K4', 'K4', 'K5']));
    expect(r.rows).toContainEqual([2, 'K3', null, '2025-02-04']);
    expect(r.titles).toContain('Finish K3 and start K4');
    expect(r.rows).toContainEqual([3, 'K5', null, '2025-02-14']);
  });

  it('takes no exam line and no code followed by words', () => {
    const titles = read(schedule(['K3', 'K4', 'K4', 'K5'])).titles.join(' / ');
    expect(titles).not.toMatch(/Exam|K6|L1/);
  });

  it('takes nothing when fewer than three classes are named by a code, or the codes are homework', () => {
    expect(read(schedule(['K3', 'Lab safety', 'Kinematics', 'K4'])).titles).toEqual([]);
    expect(read(schedule(['HW3', 'HW4', 'HW5', 'HW6'])).titles).toEqual([]);
  });
});

describe('a flattened table whose cells are glued: date, task id, `chapter: sections`, title', () => {
  const rows = (glue: string) => [
    'Chemistry Schedule',
    '',
    `1Feb 1, 2021${glue}1: 1-4Atoms and IsotopesSpectra Lab`,
    `2Feb 3, 2021${glue}1: 5-9Moles${glue ? 'Titration' : ''}`,
    '3Feb 8, 2021Presidents Holiday',
    `4Feb 10, 2021${glue}2: 1-3Gas LawsBalloon Lab`,
    `5Feb 15, 2021${glue}2: 4Kinetic theory of gasesEffusion`,
  ];

  it('reads each glued reference with the title it is glued to as the row reading', () => {
    const r = read(rows('PS01A'));
    expect(r.titles).toEqual(['Atoms and Isotopes', 'Moles', 'Gas Laws', 'Kinetic theory of gases']);
    expect(r.s.weeks.flatMap((w) => w.readings.map((x) => x.citation))).toEqual([
      '1: 1-4',
      '1: 5-9',
      '2: 1-3',
      '2: 4',
    ]);
    expect(r.rows[2]![3]).toBe('2021-02-10');
  });

  it('takes nothing when the rows are not glued that way', () => {
    expect(read(rows(' Lab ')).titles).toEqual([]);
  });
});

describe('a lecture topic cell ending in the book sections it covers (`[KT] 3.1, 3.2`), no reading column', () => {
  const table = (label: string) => [
    'The notation [KT] means the course textbook.',
    '| Week | Date | Material Covered | Homework |',
    '|---|---|---|---|',
    `| 1 | 2/2 | Lecture 1: Sets and relations ${label} 1.1 | none |`,
    `| 1 | 2/4 | Lecture 2: Functions ${label} 1.2, 1.3 | ${label} 1.2 #4,10 due Thu 2/11 |`,
    '| 2 | 2/9 | Recitation 1 | in-class exercises |',
    `| 2 | 2/11 | Lecture 3: Induction ${label} 2.1 | none |`,
  ];

  it('reads the label and sections as the reading, titled by the topic before them', () => {
    const r = read(table('[KT]'));
    expect(r.titles).toEqual(['Sets and relations', 'Functions', 'Induction']);
    expect(r.s.weeks.flatMap((w) => w.readings.map((x) => x.citation))).toContain('[KT] 1.2, 1.3');
  });

  it('takes no homework cell and nothing when the label is not bracketed', () => {
    expect(read(table('[KT]')).titles.join(' ')).not.toMatch(/#/);
    expect(read(table('KT')).titles.join(' ')).not.toMatch(/Sets|Functions|Induction/);
  });
});

describe('unit blocks listing a `Textbook:` resource above their dated classes', () => {
  const unit = (n: number, book: string, days: string[]) => [
    `### Unit ${n}`,
    '',
    '##### Resources',
    '',
    `* Slides: [Slides for Unit ${n}](https://example.org/u${n})`,
    `* Textbook: [${book}](https://example.org/b${n})`,
    '',
    '##### In class',
    '',
    ...days.map((d, i) => `* ${d} - u${n}.${i + 1}`),
    '',
  ];
  const doc = [
    ...unit(1, 'Chapter 1', ['Jan 12, Mon', 'Jan 14, Wed']),
    ...unit(2, 'Chp 2 - Sec 2.1, 2.3', ['Jan 26, Mon', 'Jan 28, Wed']),
    ...unit(3, 'Chp 4', ['Feb 9, Mon', 'Feb 11, Wed']),
  ];

  it('puts each unit’s textbook reading in the week of the unit’s first class', () => {
    const weekOf = (title: string) => read(doc).rows.find((x) => String(x[1]).includes(title))?.[0];
    expect(weekOf('Chapter 1')).toBe(1);
    expect(weekOf('Chp 2')).toBe(3);
    expect(weekOf('Chp 4')).toBe(5);
  });
});
