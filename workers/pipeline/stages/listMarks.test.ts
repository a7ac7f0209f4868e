import { describe, expect, it } from 'vitest';
import type { PositionedItem } from './lines';
import {
  createBulletProbe,
  filledMarks,
  type MarkOps,
  markListItems,
  mayHaveDrawnBullets,
} from './listMarks';

const OPS: MarkOps = { save: 10, restore: 11, transform: 12, constructPath: 91, fills: [22, 23] };
const ENDPATH = 28;

/** A text item at (x, baseline y), 11 pt. */
const item = (str: string, x: number, y: number): PositionedItem => ({
  str,
  x,
  y,
  width: 5 * str.length,
  height: 11,
  fontSize: 11,
});

describe('list bullets drawn as shapes', () => {
  // The page is drawn at 0.75 scale, y flipped (as a browser's print does), a disc of 6 units
  // (4.5 pt) at local (10..16, 100..106): user space x 7.5..12, y 712.5..717.
  const fnArray = [12, 10, 91, 11, 91, 91];
  const argsArray: unknown[][] = [
    [0.75, 0, 0, -0.75, 0, 792],
    [],
    [22, [], [10, 100, 16, 106]],
    [],
    // A table rule (long and thin) and a clip path (not filled) are no marks.
    [22, [], [0, 300, 600, 301]],
    [ENDPATH, [], [0, 0, 6, 6]],
  ];

  it('finds a small filled square-ish path, mapped through the transform', () => {
    const marks = filledMarks(fnArray, argsArray, OPS);
    expect(marks).toHaveLength(1);
    expect(marks[0]!.cx).toBeCloseTo(9.75);
    expect(marks[0]!.cy).toBeCloseTo(714.75);
    expect(marks[0]!.size).toBeCloseTo(4.5);
  });

  it('puts a bullet before the first text right of the mark on its line, and nowhere else', () => {
    const marks = filledMarks(fnArray, argsArray, OPS);
    const items = [
      item('Tempest, act 2', 20, 712),
      item('more text', 120, 712),
      item('Tue Nov 12', 0, 730),
      item('wrapped line of the item', 20, 698),
    ];
    expect(markListItems(items, marks).map((i) => i.str)).toEqual([
      '• Tempest, act 2',
      'more text',
      'Tue Nov 12',
      'wrapped line of the item',
    ]);
  });

  it('leaves text without marks as it is', () => {
    const items = [item('Tempest, act 2', 20, 712)];
    expect(markListItems(items, [])).toEqual(items);
  });
});

describe('which pages are worth reading the drawing operators of', () => {
  it('a page with indented lines (a list without glyphs) is; a page of flush lines is not', () => {
    const list = [
      item('Tue Nov 12', 0, 730),
      item('Tempest, act 2', 20, 712),
      item('Tempest, act 3', 20, 690),
    ];
    const flush = [item('Tue Nov 12', 0, 730), item('Tempest, act 2', 0, 712), item('more', 120, 712)];
    expect(mayHaveDrawnBullets(list)).toBe(true);
    expect(mayHaveDrawnBullets(flush)).toBe(false);
  });
});

describe('createBulletProbe', () => {
  const indented = (y: number) => [
    { str: 'Readings', x: 72, y, width: 60, height: 12, fontSize: 12 },
    { str: 'Smith, Torts', x: 96, y: y - 16, width: 80, height: 12, fontSize: 12 },
    { str: 'Jones, Contracts', x: 96, y: y - 32, width: 90, height: 12, fontSize: 12 },
  ];
  it('stops reading a document for drawn bullets after its first indented page shows none', () => {
    const probe = createBulletProbe();
    const wanted: boolean[] = [];
    for (let page = 0; page < 4; page++) {
      const ask = probe.wanted(indented(700));
      wanted.push(ask);
      if (ask) probe.saw(false);
    }
    expect(wanted).toEqual([true, false, false, false]);
  });
  it('keeps reading every indented page once one had drawn bullets', () => {
    const probe = createBulletProbe();
    probe.saw(true);
    probe.saw(false);
    probe.saw(false);
    expect(probe.wanted(indented(700))).toBe(true);
  });
});
