/**
 * Failure classes of this session's new text folders (finding readings), each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('activity label lines beside a week’s reading list', () => {
  const week = (n: number, month: string, day: number, works: string[]) => [
    `Week ${n}: Questions of method`,
    '',
    `${month} ${day} Lecture: Where our ideas about measurement came from`,
    `${month} ${day + 1} Discussion section: practise the worksheet`,
    '',
    'Readings:',
    ...works,
    '',
    'Assignment: Short essay comparing two field reports, due in second section',
    '',
  ];
  const text = [
    'SCHEDULE',
    '',
    ...week(1, 'March', 3, ['Hartley: "Counting Things"', 'Osei: The Ledger and the Field']),
    ...week(2, 'March', 10, ['Brandt, Notes From a Survey Camp']),
  ];

  it('takes the works under the readings label and not the lecture or the assignment', () => {
    const r = read(text);
    expect(r.titles).not.toContainEqual(expect.stringMatching(/Where our ideas|Short essay/));
    expect(r.titles).toContainEqual(expect.stringMatching(/Counting Things/));
    expect(r.titles).toContainEqual(expect.stringMatching(/Survey Camp/));
  });

  it('still takes an assignment line that asks to read a work', () => {
    const r = read([
      'Week 1: Method',
      'Readings:',
      'Hartley: "Counting Things"',
      '',
      'Assignment: Read Osei, The Ledger, pp. 10-24',
    ]);
    expect(r.titles).toContainEqual(expect.stringMatching(/Ledger/));
  });
});

describe('a weekday-letter date / topic / chapter table run into one paragraph', () => {
  const run =
    'Date Topic SEPTEMBER M 7 Forces and Motion Ch.2:15-30 W9 Energy Ch.3:31-48 F 11 Momentum Ch.4:49-60 ' +
    'M 14 Quiz 1 W 16 Rotation Ch.5:61-80 F 18 Gravity Ch.6:81-95 M 21 Fluids Ch.7:96-110 W 23 Waves ' +
    'Ch.8:111-128 F 25 Sound Ch.9:129-140 M 28 Heat Ch.10:141-160 OCTOBER R 1 Entropy Ch.11:161-175';

  it('reads each row as a dated class with its chapter pages', () => {
    const r = read(['Physics 110, Fall 2020', '', run]);
    expect(r.rows).toContainEqual([1, expect.stringMatching(/Forces and Motion/), '15-30', '2020-09-07']);
    expect(r.rows).toContainEqual([
      expect.any(Number),
      expect.stringMatching(/Entropy/),
      '161-175',
      '2020-10-01',
    ]);
    expect(r.titles).not.toContainEqual(expect.stringMatching(/Quiz/));
  });

  it('leaves prose whose weekday letters and numbers do not run forward as days', () => {
    const r = read([
      'Physics 110, Fall 2020',
      '',
      'The plan for SEPTEMBER M 7 then W 3 and F 20 but M 2 or W 30 and F 1 while M 15 and W 4: read Ch.2:15-30 before class.',
    ]);
    expect(r.titles).toEqual([expect.stringMatching(/^The plan for SEPTEMBER M 7/)]);
  });
});

describe('a chapter written close up to its number, a colon and a page range', () => {
  it('reads Ch.N:a-b as pages a-b', () => {
    const r = read(['Week 1', 'Read Ch.12:219-229 before class']);
    expect(r.rows).toContainEqual([1, expect.any(String), '219-229', null]);
  });
});

describe('a lead line naming the book that holds the items under it', () => {
  it('takes each item and not the lead', () => {
    const r = read([
      'Week 3: Interpretation',
      'Readings:',
      'In Jane Porter, ed., Reading Statutes: Courts and Texts (2004):',
      '* Mark Ellis, “Text and Purpose,” 3-25',
      '* Ruth Anand, “Against Purposivism,” 26-40',
    ]);
    expect(r.titles).toHaveLength(2);
    expect(r.titles.join(' ')).not.toMatch(/Jane Porter/);
  });
});

describe('numbered items of one kind run together in one cell, each with its pages', () => {
  it('reads each labelled item as a reading of its own', () => {
    const r = read(['Week 8: Compliance', 'Case 4: Harbor Leases (p. 80) Case 5: Dock Rights (pp. 81-84)']);
    expect(r.rows).toEqual([
      [1, expect.stringMatching(/Harbor Leases/), '80', null],
      [1, expect.stringMatching(/Dock Rights/), '81-84', null],
    ]);
  });
});
