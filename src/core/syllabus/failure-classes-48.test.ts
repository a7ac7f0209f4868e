/**
 * Failure classes of round 32 (tables flattened without separators): each on a small made-up example
 * (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { columnKind } from './columns';
import { read } from './layouts/testing';
import { cutRow, headerColumns } from './layouts/spaced-header-table';

/** A web table pasted as text: header cells and row cells run together with single spaces. */
const FLAT_TABLE = [
  'Property II',
  'Spring 2031',
  '',
  'The class will meet in Room 12 from 9:00 am – 10:30 am on Tuesdays and Thursdays.',
  '',
  'Class Plan',
  '',
  'Subject Session # Pages Cases',
  'Estates in Land I 1 Restatement of Property, 2.01 – 2.09',
  'Estates in Land II 2 10-24 Restatement of Property, 3.01 – 3.05, Hale v. Orrin, Barton Mills Co. v Ketch, Inc., Lund v Sparrow',
  'Future Interests, Waste, Co-Tenancy 3 30-41, 45-52 Dorne v Pike,',
  'Abel v. Crane',
];

describe('a table flattened with no separators under a header of known column names', () => {
  it('reads the header words as its columns', () => {
    expect(headerColumns('Subject Session # Pages Cases')).toEqual({
      names: ['Subject', 'Session #', 'Pages', 'Cases'],
      kinds: ['topic', 'number', 'pages', 'reading'],
    });
    expect(headerColumns('Topic Class # Page # Statutes/Rules – Cases')?.names).toEqual([
      'Topic',
      'Class #',
      'Page #',
      'Statutes/Rules – Cases',
    ]);
  });

  it('leaves a header alone whose free columns stand side by side, or a sentence', () => {
    expect(headerColumns('Date Topic Reading')).toBeNull();
    expect(headerColumns('Class Topic Reading')).toBeNull();
    expect(headerColumns('The class will read the cases')).toBeNull();
  });

  it('cuts a row at its class number counting up and the page ranges after it', () => {
    const kinds = headerColumns('Subject Session # Pages Cases')!.kinds;
    expect(cutRow('Estates in Land II 2 10-24 Hale v. Orrin', kinds, 1)).toEqual([
      'Estates in Land II',
      '2',
      '10-24',
      'Hale v. Orrin',
    ]);
    // A number in the topic is not the class number: the class after row 2 is 3.
    expect(cutRow('Chapter 11 Estates 3 5-9 Lund v Sparrow', kinds, 2)?.slice(0, 3)).toEqual([
      'Chapter 11 Estates',
      '3',
      '5-9',
    ]);
    expect(cutRow('Abel v. Crane', kinds, 3)).toBeNull();
  });

  it('names the pages and reading columns of a law table', () => {
    expect(columnKind('Page #')).toBe('pages');
    expect(columnKind('Cases')).toBe('reading');
    expect(columnKind('Statutes/Rules – Cases')).toBe('reading');
  });

  it('reads each row: the page cell titled by its topic, each case and statute range a reading', () => {
    const r = read(FLAT_TABLE);
    expect(r.titles).toEqual(
      expect.arrayContaining([
        'Restatement of Property, 2.01 – 2.09',
        'Restatement of Property, 3.01 – 3.05',
        'Hale v. Orrin',
        'Barton Mills Co. v Ketch, Inc.',
        'Lund v Sparrow',
        'Dorne v Pike',
        'Abel v. Crane',
      ]),
    );
    expect(r.rows).toContainEqual([1, 'Estates in Land II', '10-24', null]);
    expect(r.rows).toContainEqual([2, 'Future Interests, Waste, Co-Tenancy', '30-41, 45-52', null]);
  });
});

describe('a dated table flattened with no separators', () => {
  const DATED = [
    'Torts I, Fall 2031',
    '',
    'Date Topic Pages',
    'Sept 8 Duty of care 145-160',
    'Sept 10 Breach and the',
    'reasonable person 161-178, 180-185',
    'Sept 15 Causation 190-204',
  ];

  it('cuts a row at its date cell and the page ranges after the topic', () => {
    const kinds = headerColumns('Date Topic Pages')!.kinds;
    expect(kinds).toEqual(['date', 'topic', 'pages']);
    expect(cutRow('Sept 8 Duty of care 145-160', kinds, 0)).toEqual(['Sept 8', 'Duty of care', '145-160']);
    expect(cutRow('reasonable person 161-178, 180-185', kinds, 0)).toBeNull();
  });

  it('reads each row as a class of its date, the pages titled by the topic', () => {
    const r = read(DATED);
    expect(r.rows).toEqual([
      [1, 'Duty of care', '145-160', '2031-09-08'],
      [1, 'Breach and the reasonable person', '161-178, 180-185', '2031-09-10'],
      [2, 'Causation', '190-204', '2031-09-15'],
    ]);
  });
});
