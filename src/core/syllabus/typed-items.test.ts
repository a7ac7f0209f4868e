import { describe, expect, it } from 'vitest';
import { typedItemLines, withoutDueNote } from './typed-items';

const DAYS = [
  '#### Wed 09/10',
  '* `LC04 - Lecture` [Graph Search](./lectures/4.md)',
  '* `RD06 - Reading` [Heaps and Priority Queues](./notes/heaps.md) - Due: Thu 9/11',
  '* `PS02 - Problem Set` [Shortest Paths](./psets/2.md) Due: Sun 9/14',
  '#### Mon 09/08',
  '* `LC03 - Lecture` [Trees](./lectures/3.md)',
  '* `RD05 - Reading` [Balanced Trees](./notes/trees.md)',
];

describe('items that name their kind in a code', () => {
  it('turns an item of kind Reading into a Reading label, without its due note', () => {
    const out = typedItemLines(DAYS);
    expect(out[2]).toBe('* Reading: [Heaps and Priority Queues](./notes/heaps.md)');
    expect(out[6]).toBe('* Reading: [Balanced Trees](./notes/trees.md)');
  });

  it('leaves the items of other kinds and the headings as they are', () => {
    const out = typedItemLines(DAYS);
    expect(out[1]).toBe(DAYS[1]);
    expect(out[3]).toBe(DAYS[3]);
    expect(out[0]).toBe(DAYS[0]);
  });

  it('needs a list of typed items: one coded line, or one kind only, is left alone', () => {
    const one = ['* `RD01 - Reading` Chapter 1', '* Course overview'];
    expect(typedItemLines(one)).toEqual(one);
    const sameKind = ['* AB1 - Reading One', '* AB2 - Reading Two', '* AB3 - Reading Three'];
    expect(typedItemLines(sameKind)).toEqual(sameKind);
  });

  it('drops only a due note that is a weekday and a date at the end', () => {
    expect(withoutDueNote('Trees - Due: Tue 2/4')).toBe('Trees');
    expect(withoutDueNote('Trees ==Due: Thu 1/09==')).toBe('Trees');
    expect(withoutDueNote('Trees Due: Sun 3/23')).toBe('Trees');
    expect(withoutDueNote('Notes due on time')).toBe('Notes due on time');
    expect(withoutDueNote('Due Process and Fairness')).toBe('Due Process and Fairness');
  });
});
