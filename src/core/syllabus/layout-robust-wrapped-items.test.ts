/**
 * Layout robustness (`npm run bench:layout`, wrapped at 70): a schedule whose source was hard-wrapped at a
 * fixed width, so that a link's text or an item's due date went on the next line. Made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { wrappedItemLines } from './wrapped-item-lines';

/** Typed items under dated headings, each item's link text broken by the wrap. */
const WRAPPED_LINKS = [
  '## Schedule',
  '',
  '#### Mon 02/09',
  '',
  '* `MT05 - Meeting` [Version Control](./meetings/m05.md)',
  '* `RD05 - Reading` [Branches and Merges in a Shared',
  'Repository](./readings/branches.md) Due: Tue 2/10',
  '',
  '#### Wed 02/11',
  '',
  '* `RD06 - Reading` [A Tour of Build Tools for the Working',
  'Developer](./readings/build.md) Due: Thu 2/12',
  '* `HW02 - Homework` [Build a Pipeline](./hw/hw02.md) Due: Fri 2/13',
];

/** The same items with the due date carried to the next line. */
const WRAPPED_DUE_DATES = [
  '# Spring 2026',
  '',
  '## Schedule',
  '',
  '#### Mon 02/09',
  '',
  '* `RD05 - Reading` [Branches and Merges](./readings/branches.md) Due:',
  'Tue 2/10',
  '',
  '#### Wed 02/11',
  '',
  '* `RD06 - Reading` [A Tour of Build Tools](./readings/build.md) Due:',
  'Thu 2/12',
  '* `HW02 - Homework` [Build a Pipeline](./hw/hw02.md) Due: Fri 2/13',
];

describe('a typed item whose link text the wrap broke', () => {
  it('is one item: its reading is taken under its dated heading', () => {
    const r = read(WRAPPED_LINKS);
    expect(r.titles).toEqual([
      'Branches and Merges in a Shared Repository',
      'A Tour of Build Tools for the Working Developer',
    ]);
  });
});

describe('a due date the wrap carried to the next line', () => {
  it('is no dated heading: the readings keep the class they are listed under', () => {
    const r = read(WRAPPED_DUE_DATES);
    expect(r.titles).toEqual(['Branches and Merges', 'A Tour of Build Tools']);
    expect(r.region('Tue 2/10')).not.toBe('dated heading');
    expect(r.s.weeks.map((w) => w.readings.map((x) => x.date))).toEqual([['2026-02-09', '2026-02-11']]);
  });
});

describe('wrappedItemLines', () => {
  it('joins a link broken twice and the date after it, keeping every line', () => {
    const lines = ['Read [Chapter One of the', 'Long Book, with', 'Notes](one.md) - Due:', 'Mon 3/2', 'Next'];
    expect(wrappedItemLines(lines)).toEqual([
      'Read [Chapter One of the Long Book, with Notes](one.md) - Due: Mon 3/2',
      '',
      '',
      '',
      'Next',
    ]);
  });

  it('joins a word broken at its hyphen without a space and a chain of links', () => {
    expect(wrappedItemLines(['See [Ch 1](a.md), [Ch', '2](b.md) and the [hand-', 'out](c.md)'])).toEqual([
      'See [Ch 1](a.md), [Ch 2](b.md) and the [hand-out](c.md)',
      '',
      '',
    ]);
  });

  it('leaves a dated row after a due note, a short label, a blank line and table rows alone', () => {
    const lines = [
      '10/20: Drafts of papers due',
      '10/22: Foundations of property',
      '* First case brief due',
      'September 22 (Tuesday)',
      'Due on',
      'Mon 3/2',
      'Essays are due',
      '',
      'Mon 3/9',
      '| [A wrapped | cell |',
      '| text](a.md) | x |',
      'Tue | Day 1. Notes, [Generic hand-',
      'out](generic.htm), [Essay hand-',
      'out](essay.htm).',
    ];
    expect(wrappedItemLines(lines)).toBe(lines);
  });
});
