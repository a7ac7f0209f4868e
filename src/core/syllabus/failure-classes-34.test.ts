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
