import { describe, expect, it } from 'vitest';
import { flipY } from './lines';
import { type ColumnItem, mergeColumnLines, sideRuns, splitTextColumns } from './textColumns';

/** An item of 10-point text, 5 points a character. */
const item = (x: number, y: number, str: string): ColumnItem => ({
  str,
  x,
  y,
  width: str.length * 5,
  height: 10,
});

const LEFT = [
  'Unit one: the first topic of the',
  'term, with a long line of prose',
  'set to the width of the column.',
  'Reading: Chapter 1 of the book',
  'and a wrapped note that goes on',
  'across the lines of the column',
  'until its sentence ends here.',
];
const RIGHT = [
  'Unit two: the second topic of',
  'the term, set beside the first',
  'one in a column of its own on',
  'the right half of the page.',
  'Reading: Chapter 2 of the book',
  'and a wrapped note that goes on',
];

/** Left column at x 50, right column at x 220 (a 10-point gutter), lines 12 points apart. */
function twoColumnPage(): ColumnItem[] {
  const left = LEFT.map((s, i) => item(50, 700 - 12 * i, s.padEnd(32, '.')));
  const right = RIGHT.map((s, i) => item(220, 700 - 12 * i, s.padEnd(32, '.')));
  return [...left, ...right, item(180, 40, '3')];
}

describe('two text columns', () => {
  it('counts runs of one side in the item order', () => {
    expect(sideRuns([true, true, false, false])).toBe(2);
    expect(sideRuns([true, false, true, false])).toBe(4);
  });

  it('reads a two-column page as its left column, then its right column', () => {
    const page = twoColumnPage();
    const split = splitTextColumns(page);
    expect(split?.left.map((it) => it.str.slice(0, 9))).toEqual(LEFT.map((s) => s.slice(0, 9)));
    // The page number below the columns is read after them.
    expect(split?.right.map((it) => it.str.slice(0, 9))).toEqual([...RIGHT.map((s) => s.slice(0, 9)), '3']);
    const { lines } = mergeColumnLines(page, 1, flipY(792), (left) => left);
    expect(lines.map((l) => l.text.slice(0, 9))).toEqual([...LEFT, ...RIGHT, '3'].map((s) => s.slice(0, 9)));
    expect(lines.map((l) => l.line)).toEqual(lines.map((_, i) => i + 1));
  });

  it('leaves a two-column table alone: its cells come row by row', () => {
    const page = twoColumnPage();
    const byRow = page.filter((it) => it.str !== '3').sort((a, b) => b.y - a.y || a.x - b.x);
    expect(splitTextColumns(byRow)).toBeNull();
  });

  it('leaves a table whose left cells are short alone, even in column order', () => {
    const left = [
      'Week 1',
      'Week 2',
      'Week 3 Trade and harbour towns',
      'Week 4',
      'Week 5',
      'Week 6 Canals',
      'Week 7',
      'Week 8 Review and final essay',
    ];
    const page = [
      ...left.map((s, i) => item(50, 700 - 12 * i, s)),
      ...RIGHT.map((s, i) => item(220, 700 - 12 * i, s)),
      ...LEFT.map((s, i) => item(220, 628 - 12 * i, s)),
    ];
    // The left cells end where their text does: most are far short of the widest.
    expect(splitTextColumns(page)).toBeNull();
  });

  it('leaves a page whose text crosses the gutter alone', () => {
    const page = [
      item(50, 720, 'A heading line that runs right across the whole page width'),
      ...twoColumnPage(),
    ];
    expect(splitTextColumns(page)).toBeNull();
  });
});
