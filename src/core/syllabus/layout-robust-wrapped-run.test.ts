/**
 * Layout robustness (`npm run bench:layout`, wrapped at 70): a run-on schedule (a whole assignment list on
 * one line, as a PDF or a web page copies it) that was then hard-wrapped. The width puts a list's number,
 * a range's dash or a paragraph indent where a list item would start. Made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { hardWrappedBlocks } from './hard-wrapped-block';

/** Counted classes, wrapped at 66: a page list's last number (`61.`) and a class count open two lines. */
const RUN_ON_CLASSES = [
  'TORTS Assignments. Page references are to the casebook (CB). [3] CB',
  '1-20 (Garratt v. Dailey); Notes on intent, pages 21-24, 30, 41, 55,',
  '61. [2] CB 25-40 (Vosburg v. Putney); Notes on battery at 44, 47, 52,',
  '- and 58 as the outline says. [2] CB 41-52 (Katko v. Briney); read the',
  'notes only. [1] CB 53-60 (Courvoisier v. Raymond) and all questions.',
];

/** The same text as a paragraph with its first line indented (so `CB` goes on the second line). */
const INDENTED_FIRST_LINE = [
  '    TORTS Assignments. Page references are to the casebook (CB). [3]',
  `CB ${RUN_ON_CLASSES[1]}`,
  ...RUN_ON_CLASSES.slice(2),
];

describe('a run-on list of classes hard-wrapped at a fixed width', () => {
  it('is joined back though a number or a dash opens a wrapped line after an open one', () => {
    const out = hardWrappedBlocks(RUN_ON_CLASSES);
    expect(out[0]).toBe(RUN_ON_CLASSES.join(' '));
    expect(out.slice(1)).toEqual(['', '', '', '']);
  });

  it('is joined back when its first line has a paragraph indent', () => {
    expect(hardWrappedBlocks(INDENTED_FIRST_LINE)[0]).toBe(`    ${RUN_ON_CLASSES.join(' ')}`);
    expect(hardWrappedBlocks(INDENTED_FIRST_LINE).slice(1)).toEqual(['', '', '', '']);
  });

  it('goes on past a date after a list number the width left at a line end', () => {
    const weeks = [
      'Week Reading Homework 1. Aug. 24-28 Ch. 1 HW01: 1.9, 12, 41 8/28 sol01 2.',
      'Aug. 31 - Sept. 4 Ch. 2, 3 HW02: 2.4, 19, 30 9/4 sol02 3. Sept. 9 - 11 Ch.',
      '4 HW03: 3.9, 26, 52 9/11 sol03 4. Sept. 14 - 18 Ch. 5 HW04: 4.28, 38 9/16',
      'sol04 5. Sept. 21 - 25 Ch. 6, 7 HW05: 5.19, 55 9/23 sol05',
    ];
    expect(hardWrappedBlocks(weeks)[0]).toBe(weeks.join(' '));
  });

  it('joins each paragraph of a block with no blank line between them, cut at its short last line', () => {
    const notice = [
      'Grades are final once posted. A student with an average just under the',
      'line may ask for a review of the grade in the first week of the next',
      'term, in writing, to the instructor and to the teaching assistant of',
      'the section.',
    ];
    const block = [...notice, ...RUN_ON_CLASSES];
    const out = hardWrappedBlocks(block);
    expect(out[0]).toBe(notice.join(' '));
    expect(out[notice.length]).toBe(RUN_ON_CLASSES.join(' '));
    expect(out.filter((l) => l !== '')).toHaveLength(2);
  });

  it('still leaves a list that starts after a closed sentence, and a numbered item list, alone', () => {
    const list = [
      'The casebook chapters for the first weeks of the term are these four:',
      '1. Garratt v. Dailey, the first of the intent cases of this casebook',
      '2. Vosburg v. Putney, the second of the intent cases of this casebook',
      '3. Katko v. Briney, the third of the intent cases of the casebook, all',
    ];
    expect(hardWrappedBlocks(list)).toBe(list);
  });
});
