import { describe, expect, it } from 'vitest';
import { splitParenPageItems } from './paren-page-items';
import { read } from './testing';

const OUTLINE =
  'Course Reader Smith and Jones, Harbour Law (Tidewater Press 2019). Weekly Outline Section 1: Ports and the Sea ' +
  'a) Freedom of Navigation: Keel v. Rudder (pp. 10-18) b) Anchorage Fees (pp. 18-25) c) Pilots (p. 26) ' +
  'Section 2: Cargo and Carriage The Bill of Lading: Hold v. Deck (pp. 40-52) Carriers: a) Common Carriers ' +
  '(pp. 52-60) b) Private Carriers (pp. 60-61) 2 c) d) Stevedores (pp. 61-66) Section 3: a) b) Salvage Law';

describe('a one-line outline whose items close with their pages in parentheses', () => {
  it('cuts the line after each page reference, before each section and each lettered list', () => {
    expect(splitParenPageItems(OUTLINE)).toEqual([
      'Course Reader Smith and Jones, Harbour Law (Tidewater Press 2019). Weekly Outline',
      'Section 1: Ports and the Sea',
      'Freedom of Navigation: Keel v. Rudder (pp. 10-18)',
      'Anchorage Fees (pp. 18-25)',
      'Pilots (p. 26)',
      'Section 2:',
      'Cargo and Carriage The Bill of Lading: Hold v. Deck (pp. 40-52)',
      'Carriers:',
      'Common Carriers (pp. 52-60)',
      'Private Carriers (pp. 60-61)',
      'Stevedores (pp. 61-66)',
      'Section 3: a) b) Salvage Law',
    ]);
  });

  it('reads each item as a reading of its section, the sections as units', () => {
    const r = read([OUTLINE]);
    expect(r.rows.map(([w, , p]) => [w, p])).toEqual([
      [1, '10-18'],
      [1, '18-25'],
      [1, '26'],
      [2, '40-52'],
      [2, '52-60'],
      [2, '60-61'],
      [2, '61-66'],
    ]);
    expect(r.titles).toContain('Anchorage Fees');
  });

  it('leaves a paragraph that cites a few pages whole', () => {
    const prose =
      'In this course we read the cases closely (pp. 1-5) and then the notes that follow them (pp. 6-9), ' +
      'always before class; the problems at the end of each chapter (p. 12) are for practice only, and ' +
      'nothing else in the reader is assigned unless announced in class on the day before.';
    expect(splitParenPageItems(prose)).toBeNull();
  });

  it('leaves a list whose items are long paragraphs whole', () => {
    const long = `${'A long discussion of the doctrine and its history in the courts of several states '.repeat(4)}(pp. 1-9) `;
    expect(splitParenPageItems(`${long}${long}${long}${long}${long}`)).toBeNull();
  });
});
