/**
 * Reading failure classes of the fresh19 folder at first sight (structurer of f809118), each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { isNotAssignedListHeading } from './not-assigned-heading';
import { read } from './layouts/testing';

describe('a module of label lists: Readings, then Lectures, sites and a case for discussion', () => {
  const modules = [
    '## Module 1 - Sources of Law',
    '',
    'Readings:',
    '',
    '- Mary Field, *The Shape of Law* (2nd ed. 1990), pp. 10–30',
    '- Owen Park, “Courts and Custom,” *Law Quarterly* (1975)',
    '',
    'Please also look at these useful sites (take some time to browse them):',
    '',
    '- Court Archive (recordings of arguments and opinions)',
    '- Law Digest (news, commentary and resources)',
    '',
    'Lectures:',
    '',
    '- Lecture 1.1: Field (video | handout)',
    '- Lecture 1.2: Park (part 1 | part 2 | handout)',
    '',
    'Case for discussion:',
    '',
    '- *Stone v. Webb* (2020), in which the court weighed a claim of custom',
    '',
    '## Module 2 - Judges',
    '',
    'Readings:',
    '',
    '- Rita Vale, *Judging* (1984), pp. 5–25',
  ];

  it('takes only the items under the Readings label of each module', () => {
    const r = read(modules);
    expect(r.titles.some((t) => t.includes('The Shape of Law'))).toBe(true);
    expect(r.titles.some((t) => t.includes('Courts and Custom'))).toBe(true);
    expect(r.titles.some((t) => t.includes('Judging'))).toBe(true);
    for (const other of [
      'Court Archive',
      'Law Digest',
      'Lecture 1.1',
      'Lecture 1.2',
      'Stone v. Webb',
      'Lectures',
    ])
      expect(r.titles.filter((t) => t.includes(other))).toEqual([]);
  });
});

describe('a handbook week: required reading beside elective, reference and further-reading lists', () => {
  const handbook = [
    '## Week 1 - Rivers of the North',
    '',
    '### Required Reading (~60)',
    '',
    '- *A History of Rivers* by Ann Brook (40 pp)',
    '\t- Ch 2 Sources pp20-41',
    '',
    '### Elective Reading',
    '',
    'Choose one of these categories: A OR B.',
    '',
    '- (A) Delta Towns pp100-120',
    '- (B) Mill Streams pp200-215',
    '',
    '### Reference',
    '',
    '- Stone, Carl. *Atlas of Water*. Lake Press, 2001.',
    '',
    '### General Further Reading',
    '',
    '* Reed, Dana. *Bridges and Fords*. Hill Books, 1999.',
    '* Marsh, Eli. *The Canal Age*. Vale, 2004.',
    '',
    '## Week 2 - Rivers of the South',
    '',
    '### Required Reading (~30)',
    '',
    '- Ann Brook, *A History of Rivers*, Ch 3 Floods pp42-70',
  ];

  it('takes the required readings of each week, none of the lists beside them', () => {
    const r = read(handbook);
    expect(r.titles.some((t) => t.includes('Sources'))).toBe(true);
    expect(r.titles.some((t) => t.includes('Floods'))).toBe(true);
    for (const other of [
      'Delta Towns',
      'Mill Streams',
      'Atlas of Water',
      'Bridges and Fords',
      'The Canal Age',
    ])
      expect(r.titles.filter((t) => t.includes(other))).toEqual([]);
    expect(r.region('Elective Reading')).toBe('policy heading');
    expect(r.rows.find((row) => String(row[1]).includes('Floods'))?.[0]).toBe(2);
  });

  it('names the lists beside an assignment, not the assignment', () => {
    for (const h of [
      '### Elective Reading',
      '## General Further Reading',
      '**Optional readings:**',
      'References',
    ])
      expect(isNotAssignedListHeading(h)).toBe(true);
    for (const h of ['### Required Reading (~90)', 'Readings', 'Reference Librarian Visit', 'Further Topics'])
      expect(isNotAssignedListHeading(h)).toBe(false);
  });
});

describe('a reST grid table whose reading cell holds link references', () => {
  const table = [
    '+------+-------+------------------+----------------------------------+',
    '| Week | Date  | Topic            | Reading                          |',
    '+======+=======+==================+==================================+',
    '|  1   | 1/6   | Heat and work    | `HB pp. 10-24`_, `Carnot`_       |',
    '+------+-------+------------------+----------------------------------+',
    '|  1   | 1/8   | Entropy          | `Clausius`_                      |',
    '+------+-------+------------------+----------------------------------+',
    '|  2   | 1/13  | Free energy      | `HB pp. 40-52`_; `Gibbs notes`_  |',
    '+------+-------+------------------+----------------------------------+',
  ];

  it('reads each reference as a reading of its own, pages from its own text', () => {
    const r = read(table);
    expect(r.rows.map((row) => [row[0], row[1], row[2]])).toEqual([
      [1, 'HB', '10-24'],
      [1, 'Carnot', null],
      [1, 'Clausius', null],
      [2, 'HB', '40-52'],
      [2, 'Gibbs notes', null],
    ]);
  });
});

describe('a wide calendar table whose header cells are broken over lines with <br>', () => {
  const calendar = [
    '| Week<br># | Week&nbsp;of<br>Monday | Homework<br>due Fri | Readings due | Expected Topics | Actual Progress |',
    '|---|---|---|---|---|---|',
    '| 1 | Jan 13 | (none) | (none) | Overview | Mon: overview (finished); Wed: layers to 3.2 |',
    '| 2 | Jan 20 | Survey | Hale, chap 2 (routing) | Routing | Mon: routing to 4.4; Wed: routing to 6.1 |',
    '| 3 | Jan 27 | Lab 1 | Hale, chap 4 (transport) | Transport | Mon: finished routing; Wed: transport to 2.5 |',
  ];

  it('reads the header, so only the Readings due cells are readings, in their printed weeks', () => {
    const r = read(calendar);
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      [2, 'Hale, chap 2 (routing)'],
      [3, 'Hale, chap 4 (transport)'],
    ]);
  });
});

describe("a unit's reading guide listed first under its Readings label", () => {
  const units = [
    '## Unit 1 - Rivers',
    '',
    'Readings:',
    '',
    '- Unit 1 reading guide',
    '- Ann Brook, *A History of Rivers* (1990), pp. 1-20',
    '',
    '## Unit 2 - Deltas',
    '',
    'Readings:',
    '',
    '- Unit 2 study guide',
    '- Carl Stone, “Delta Towns,” *Water Review* (2001)',
  ];

  it('is the unit worksheet, not a reading', () => {
    const titles = read(units).titles;
    expect(titles.filter((t) => /guide/i.test(t))).toEqual([]);
    expect(titles.some((t) => t.includes('A History of Rivers'))).toBe(true);
    expect(titles.some((t) => t.includes('Delta Towns'))).toBe(true);
  });
});

describe('textbook keys written as links around bracketed text (`[[M1]](/books) Ch 4.2`)', () => {
  const lectures = [
    '## Sep 9',
    '',
    '- **Lecture 2** Risk',
    '  - [[M1]](/info/books/#primary) Ch 4.2',
    '',
    '## Sep 16',
    '',
    '- **Lecture 3** Generalization',
    '  - [[SB]/[SSS]](/info/books/#primary) Ch 6, 28',
  ];

  it('reads the chapters after the key, leaving no link target', () => {
    const titles = read(lectures).titles;
    expect(titles).toContain('Ch 4.2');
    expect(titles).toContain('Ch 6, 28');
    expect(titles.filter((t) => t.includes('](') || t.includes('/info/'))).toEqual([]);
  });
});
