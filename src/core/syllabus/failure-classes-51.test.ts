/**
 * Failure classes of fresh31's GitHub course files (round f31): each on a small made-up example (no text of a
 * corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

/**
 * A browser's copy of an HTML schedule table: cells joined by tabs, the week number only on the first row
 * of its rowspan, the readings in a column named Assignments, a break row between two printed weeks.
 */
const COPIED_TABLE = [
  'Schedule',
  '',
  'Week\tDate\tAssignments\tModule',
  '1\tW 9/4\tCome to class!\tIntroductions',
  'F 9/6\tHale, Roman Households (Hackett, pp. 20-40)',
  '2\tM 9/9\tTerence Brothers 1-300 (Hackett, pp. 41-60)\tComedy',
  'W 9/11\tTerence Brothers 301-600 (Hackett, pp. 61-80)',
  'F 9/13\tSallust Jugurtha 1-10 (Hackett, pp. 81-95)',
  'QUIZ 1\tHistoriography',
  'FALL BREAK',
  '3\tM 9/23\tLivy 2.1-15 (Hackett, pp. 143-150)\tThe Republic',
  'W 9/24\tPropertius Book 2 (all poems)',
  'W 9/25\tLivy 2.16-30 (Hackett, pp. 151-160)',
];

describe('a copied HTML table whose readings sit in an Assignments column', () => {
  it('reads the Assignments column, and no quiz', () => {
    const titles = read(COPIED_TABLE).titles.join(' | ');
    expect(titles).toMatch(/Roman Households/);
    expect(titles).toMatch(/Sallust Jugurtha/);
    expect(titles).toMatch(/Propertius Book 2/);
    expect(titles).not.toMatch(/QUIZ/);
  });

  it('places each class in the printed week of its rowspan, across the break', () => {
    const weeks = read(COPIED_TABLE).rows.map((r) => [r[0], String(r[1]).slice(0, 12)]);
    expect(weeks).toContainEqual([1, 'Hale, Roman ']);
    expect(weeks).toContainEqual([2, 'Sallust Jugu']);
    expect(weeks).toContainEqual([3, 'Livy 2.1-15 ']);
    expect(weeks).toContainEqual([3, 'Livy 2.16-30']);
  });
});

/** A list of deadlines in a `Date | Assignment` table beside a schedule of weekly readings. */
const DEADLINES = [
  '## Schedule',
  '',
  '### Week 1',
  '- Read: Marlow, The Guild Economy, pp. 1-20',
  '### Week 2',
  '- Read: Marlow, The Guild Economy, pp. 21-44',
  '',
  '## Due dates',
  '',
  '| Date   | Assignment                     |',
  '|--------|--------------------------------|',
  '| 23 Feb | Unit 1 Response Questions Posted |',
  '| 8 Mar  | Unit 1 Self-Assessment Due     |',
];

describe('a Date | Assignment list of deadlines', () => {
  it('is no column of readings', () => {
    const titles = read(DEADLINES).titles.join(' | ');
    expect(titles).toMatch(/Guild Economy/);
    expect(titles).not.toMatch(/Response Questions|Self-Assessment/);
  });
});

/** Paper bullets opened by a bracketed yearless date, nested under topic bullets that count their lectures. */
const PAPER_BULLETS = [
  'The schedule for paper presentation is:',
  '',
  '- Sparse graphs (2 lectures)',
  '  - [1/14] Ana Ruiz, Bo Chen, Learning on Sparse Graphs. WWW 2020. https://example.org/1',
  '    - Presenters: **Ann Lee (ann@example.edu)**',
  '  - [1/19] Carl Dunn, Message Passing Revisited. ICLR 2020. https://example.org/2',
  '    - Presenters: **Raj Iyer**',
  '- Generation (2 lectures)',
  '  - [1/21] Eve Park, Dana Cole, Generating Molecules with Flows, NeurIPS 2019. https://example.org/3',
  '  - [1/26] Ken Wu, Transformers on Graphs. ICML 2021.',
  '  - (Optional Reading) Tom Ng, Random Graph Models. ICML 2018.',
];

describe('paper bullets opened by a bracketed date under topic bullets', () => {
  it('opens a class per dated paper and takes the paper', () => {
    const titles = read(PAPER_BULLETS).titles.join(' | ');
    expect(titles).toMatch(/Learning on Sparse Graphs/);
    expect(titles).toMatch(/Message Passing Revisited/);
    expect(titles).toMatch(/Generating Molecules with Flows/);
    expect(titles).toMatch(/Transformers on Graphs/);
  });

  it('takes no presenter line and no optional reading', () => {
    const titles = read(PAPER_BULLETS).titles.join(' | ');
    expect(titles).not.toMatch(/Presenters|Random Graph Models/);
  });
});

describe('a term and its year after a comma', () => {
  it('is no venue: a page title naming the term is no reading', () => {
    const titles = read([
      'Property',
      'LAW 514 Section 2',
      'FIRST WEEK ASSIGNMENTS, FALL 2031',
      'The text for this course is Dukeminier, Property, 10th ed. (2022) only.',
      '- In the casebook, read pp. 1-24 for class discussion.',
      '- In the casebook, read and brief Pierson v. Post, 25-31, for class discussion.',
    ]).titles.join(' | ');
    expect(titles).toMatch(/Pierson v. Post/);
    expect(titles).not.toMatch(/ASSIGNMENTS|FALL/);
  });
});

describe('a "Before class, read:" label', () => {
  it('opens a reading block: the bare linked titles under it are readings', () => {
    const titles = read([
      '## Week 1, 1/27: Courts and technology',
      '',
      'Before class, read:',
      '* [Navigating Public Interest Technology](https://example.org/tech)',
      '* [Open Courts in Practice](https://example.org/courts)',
      '',
      'During class:',
      '* Outline of the semester',
      '',
      '## Week 2, 2/3: Guided interviews',
      '',
      'Before class, read:',
      '* [Designing Plain Forms](https://example.org/forms)',
    ]).titles.join(' | ');
    expect(titles).toMatch(/Navigating Public Interest Technology/);
    expect(titles).toMatch(/Open Courts in Practice/);
    expect(titles).toMatch(/Designing Plain Forms/);
    expect(titles).not.toMatch(/Outline of the semester/);
  });
});
