import { describe, expect, it } from 'vitest';
import { restoreLostDashes } from './dashless-ranges';
import { read } from './testing';

const lost = [
  'Part 1: Contracts in general',
  'Class 1: 124, Hadley v. Baxendale',
  'Class 2: 125150, Lucy v. Zehmer, Leonard v. Pepsico',
  'Class 3: 150172, 180195, Hamer v. Sidway',
  'Class 4: 196210, Mills v. Wyman',
  'Class 5: focus on 34446; Webb v. McGowin',
];

describe('layout: page ranges whose dashes a PDF export lost', () => {
  it('puts the dash back where pages open a line in a document that shows the loss', () => {
    expect(restoreLostDashes(lost)).toEqual([
      'Part 1: Contracts in general',
      'Class 1: 1-24, Hadley v. Baxendale',
      'Class 2: 125-150, Lucy v. Zehmer, Leonard v. Pepsico',
      'Class 3: 150-172, 180-195, Hamer v. Sidway',
      'Class 4: 196-210, Mills v. Wyman',
      'Class 5: focus on 34446; Webb v. McGowin',
    ]);
  });

  it('leaves years, single glued numbers and ordinary documents alone', () => {
    const years = [
      'Class 1: 1999, The Year in Review',
      'Class 2: 2015, Later Cases',
      'Class 3: 120150, Notes',
    ];
    expect(restoreLostDashes(years)).toEqual(years);
    const plain = ['Class 1: 1-24, Hadley v. Baxendale', 'Class 2: 2019, A Year'];
    expect(restoreLostDashes(plain)).toEqual(plain);
  });

  it('gives each class its reading with the restored pages', () => {
    const r = read(lost);
    // The cases named after the pages are readings of their own (comma-cases.ts): the page rows are checked.
    expect(r.rows.filter((x) => x[2]).map((x) => [x[0], x[2]])).toEqual([
      [1, '1-24'],
      [2, '125-150'],
      [3, '150-172, 180-195'],
      [4, '196-210'],
    ]);
  });
});
