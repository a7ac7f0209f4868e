/**
 * Failure classes seen at first sight on the `fresh8` corpus folder (corpus/syllabi/fresh8/FIRST_SIGHT.md),
 * each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { columnKind } from './columns';
import { definitionItem } from './layouts/definition-list';
import { unglueRanges } from './layouts/glued-range';
import { frontMatterLines } from './layouts/front-matter';
import { nameReadingColumns } from './layouts/reading-column';
import { numberedWorks } from './numbered-works';
import { read } from './layouts/testing';

describe('a definition list: a term line over `: ` items with attribute lists', () => {
  it('turns each definition into an item, a week label into a heading, and drops the attribute lists', () => {
    expect(definitionItem(': **Week 4**{: .label .label-default } [Graphs](#)  ')).toBe('Week 4 [Graphs](#)');
    expect(definitionItem(': 7.1–7.3: Trees and forests  ')).toBe('- 7.1–7.3: Trees and forests  ');
    expect(definitionItem(': **Quiz 2**{: .label .label-red }')).toBe('- **Quiz 2**');
    expect(definitionItem('Ratio: 3 to 1')).toBe('Ratio: 3 to 1');
  });

  it('reads each section line as a reading of its printed week', () => {
    const r = read([
      'Mar 2  ',
      ': **Week 1**{: .label .label-default } [Trees](#)  ',
      ': 7.1–7.3: Trees and forests  ',
      ': **Lab 01**{: .label .label-purple } Drawing trees  ',
      '',
      'Mar 9  ',
      ': **Week 2**{: .label .label-default } [Paths](#)  ',
      ': 8.1–8.2: Shortest paths  ',
      ': 8.4: Spanning trees  ',
      ': **HW 01 due**{: .label .label-red }',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, '7.1–7.3: Trees and forests'],
      [2, '8.1–8.2: Shortest paths'],
      [2, '8.4: Spanning trees'],
    ]);
  });
});

describe('a pipe table whose reading column is not named as one', () => {
  const table = [
    '| Lectures | Topic | Dates | Hours | Comments |',
    '|---|---|---|---|---|',
    '| 1 | Sorting | Sep 7, Sep 9 | 2 | Chap 2 CLRS |',
    '| 2 | Heaps | Sep 14 | 1 | Chap 6 CLRS |',
    '| 3 | Hashing | Sep 16 | 1 | * [Notes on hashing](https://example.org/h) <br/> * Chap 11 CLRS |',
    '| 4 | Review | Sep 21 | 1 | |',
  ];

  it('renames the column whose cells are book references to Reading', () => {
    const out = nameReadingColumns(table.map((raw) => ({ raw })));
    expect(out[0]!.raw).toBe('| Lectures | Topic | Dates | Hours | Reading |');
    expect(out.slice(1)).toEqual(table.slice(1).map((raw) => ({ raw })));
  });

  it('leaves a column of homework codes, and a header that names its readings, alone', () => {
    const hw = ['| Lesson | Topic | Due |', '| 1 | Logic | HW1 |', '| 2 | Sets | HW2 |', '| 3 | Maps | Q1 |'];
    expect(nameReadingColumns(hw.map((raw) => ({ raw }))).map((l) => l.raw)).toEqual(hw);
    const named = [
      '| Date | Reading | Notes |',
      '| Sep 7 | Ch. 1 | Ch. 9 later |',
      '| Sep 9 | Ch. 2 | Ch. 3 |',
    ];
    expect(nameReadingColumns(named.map((raw) => ({ raw }))).map((l) => l.raw)).toEqual(named);
  });

  it('reads the readings from that column, one per item, and nothing from the other cells', () => {
    const r = read(table);
    expect(r.titles).toEqual(['Chap 2 CLRS', 'Chap 6 CLRS', 'Notes on hashing', 'Chap 11 CLRS']);
  });
});

describe('a lesson column headed `Lsn`', () => {
  it('reads lesson words as the session number', () => {
    expect(columnKind('Lsn')).toBe('number');
    expect(columnKind('Lesson #')).toBe('number');
    expect(columnKind('Lessons')).toBe('number');
  });

  it('puts each undated lesson in its own week', () => {
    const r = read([
      '|Lsn| Topic | Reading | Due |',
      '|:-:|---|---|:-:|',
      '|1 | Intro | | |',
      '|2 | Logic | 1.1-1.2 | |',
      '|3 | Sets | 2.1 | HW1(L2-3) |',
    ]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [2, 'Sections 1.1-1.2'],
      [3, 'Sections 2.1'],
    ]);
  });
});

describe("a site page's front matter", () => {
  it('hides the block at the top except its entries that carry a number', () => {
    expect(
      frontMatterLines([
        '---',
        'layout: page',
        'credit: "Photo by A. B."',
        'term: Fall 2021',
        '---',
        'Week 1',
      ]),
    ).toEqual([true, true, true, false, true, false]);
    // A rule over prose further down is no front matter.
    expect(frontMatterLines(['Week 1', '---', 'layout: x', '---'])).toEqual([false, false, false, false]);
    expect(frontMatterLines(['---', 'Read the preface first.', '---'])).toEqual([false, false, false]);
  });

  it('takes no reading from a quoted front-matter value', () => {
    const r = read([
      '---',
      'layout: page',
      'banner_credit: "Photo © A Photographer, The Old Harbour"',
      '---',
      '',
      'Please read pp. 1-20 of the casebook before our first class.',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['1-20']);
  });
});

describe('a first-assignments page: no dates, weeks or classes, only first-class assignments', () => {
  const page = [
    'Spring First Assignments',
    '',
    'Evidence (LAW 610) - Smith, J.',
    '',
    'Books: Required:',
    '',
    '1. Evidence Handbook by A. Jones. 3rd ed. ISBN: 978-0314000000.',
    '2. Rules Pamphlet, West. 978-1454000000.',
    '3. Problems Supplement, Foundation Press. ISBN 1-60930-000-0.',
    '',
    'Assignment: Read pp. 1-24 in Jones, Evidence Handbook (3rd Ed.).',
    '',
    'Trusts (LAW 620) - Brown, K.',
    '',
    'For our first class, please read pp. 5-30 in the Dukes casebook.',
    '',
    'Read Smith & Hall pp. 101-120 for our first class meeting.',
  ];

  it('reads every assignment of the page into week 1, and no book-list entry as a class', () => {
    const r = read(page);
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [1, '1-24'],
      [1, '5-30'],
      [1, '101-120'],
    ]);
  });

  it('leaves a page with numbered classes or dated rows to its own layouts', () => {
    const r = read([
      'First Assignment',
      'Class 1: Monday, August 25',
      '- Read pp. 1-31 of the casebook for our first class.',
      'Class 2: Monday, September 1',
      '- Read pp. 32-50 of the casebook.',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['1-31', '32-50']);
    expect(r.rows.map((x) => x[0])).toEqual([1, 2]);
  });
});

describe('a bullet that is a paragraph of instructions around a work', () => {
  it('keeps the works named with their evidence and drops the emphasis and asides', () => {
    const r = read([
      'Week 1',
      '- Ch. 1, Introduction',
      '- Ch. 2, Early history',
      '- The Charter. It is printed in the casebook and in many other places. It is short. Read it. All of it. Slowly. It is the Charter. Finally, read CB pages 1-20 (Smith v. Jones).',
    ]);
    for (const aside of ['It is short', 'All of it', 'Slowly', 'It is the Charter'])
      expect(r.titles).not.toContain(aside);
    expect(r.titles.slice(0, 2)).toEqual(['Ch. 1, Introduction', 'Ch. 2, Early history']);
    expect(r.rows.some((x) => x[2] === '1-20')).toBe(true);
  });
});

describe('numbered papers listed in one item', () => {
  it('splits `subject; Name No. 1; Name No. 10` into one reading per paper, without the subject', () => {
    expect(numberedWorks('size of the union; Cato No. 3; Publius No. 14')).toEqual([
      'Cato No. 3',
      'Publius No. 14',
    ]);
    expect(numberedWorks('courts: Cato No. 11; Publius No. 80')).toEqual(['Cato No. 11', 'Publius No. 80']);
    expect(numberedWorks('Smith, Ch. 2; Jones No. 4')).toBeNull();
    expect(numberedWorks('Publius No. 10')).toBeNull();
  });

  it('reads each paper of the list as a reading', () => {
    const r = read([
      'Week 3',
      '- Jack Smith, “Thinking Like a Union,” Journal of Old Things (2004).',
      '- Articles of Union, Ch. 2 (1781)',
      '- size of the union; Cato No. 3; Publius No. 14',
      '- courts: Cato No. 11; Publius No. 80',
    ]);
    expect(r.titles.slice(2)).toEqual(['Cato No. 3', 'Publius No. 14', 'Cato No. 11', 'Publius No. 80']);
  });
});

describe('a numbered class named by its assignment label', () => {
  it('reads `Assignment for Class N` as class N, its lines below as its reading', () => {
    const r = read([
      'Torts (LAW 510)',
      'Textbook Information',
      'The course book is a set of excerpts posted online.',
      'Assignment for Class 1',
      'Pages 1-25 in the course book. Pay particular attention to the purposes of the U.S. Constitution.',
      'Assignment for Class 2',
      'Pages 26-40 in the course book.',
    ]);
    expect(r.region('Assignment for Class 2')).toBe('class heading');
    expect(r.titles.some((t) => /attention/i.test(t))).toBe(false);
    expect(r.rows.map((x) => [x[0], x[2]])).toEqual([
      [1, '1-25'],
      [2, '26-40'],
    ]);
  });
});

describe('a notice where an assignment would be', () => {
  it('takes no reading from `No first assignment` or `will be posted`, and keeps a named work that will be', () => {
    const r = read([
      'Week 1',
      'Assignment: No first assignment.',
      'Assignment: The first assignment for this class will be posted on the course site.',
      'Assignment: Read Smith, Evidence, pp. 1-20 (will be posted on the course site).',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['1-20']);
  });
});

describe('a page range glued to the next word', () => {
  it('puts the space back, not after an ordinal', () => {
    expect(unglueRanges('Pages 30-44in the PDF')).toBe('Pages 30-44 in the PDF');
    expect(unglueRanges('Sept. 10-11th')).toBe('Sept. 10-11th');
  });

  it('reads the whole range as the pages', () => {
    const r = read(['Class 1', 'Read pages 30-44in the course book.']);
    expect(r.rows.map((x) => x[2])).toEqual(['30-44']);
  });
});
