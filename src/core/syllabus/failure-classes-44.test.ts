/**
 * Failure classes of fresh27's GitHub course files (round f27): each on a small made-up example (no text of a
 * corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

/** A course site's day list, newest day first, each item opened by a code naming its kind. */
const TYPED_DAYS = [
  '## Schedule',
  '',
  '#### Wed 02/12',
  '',
  '* `LC04 - Lecture` [Graph Search](./lectures/4.md)',
  '* `RD06 - Reading` [Heaps and Priority Queues](./notes/heaps.md) - Due: Thu 2/13',
  '* `PS02 - Problem Set` [Shortest Paths](./psets/2.md) Due: Sun 2/16',
  '',
  '#### Mon 02/10',
  '',
  '* `LC03 - Lecture` [Trees](./lectures/3.md)',
  '* `RD05 - Reading` [Balanced Search Trees](./notes/trees.md) - Due: Tue 2/11',
  '',
  '#### Wed 02/05',
  '',
  '* `LC02 - Lecture` [Lists](./lectures/2.md)',
  '* `RD04 - Reading` [Amortized Analysis](./notes/amortized.md)',
];

describe('items that name their kind in a code, newest day first', () => {
  it('takes the Reading items, their due notes no exclusion', () => {
    const titles = read(TYPED_DAYS).titles.join(' | ');
    expect(titles).toMatch(/Heaps and Priority Queues/);
    expect(titles).toMatch(/Balanced Search Trees/);
    expect(titles).toMatch(/Amortized Analysis/);
  });

  it('takes no lecture or problem set', () => {
    const titles = read(TYPED_DAYS).titles.join(' | ');
    expect(titles).not.toMatch(/Graph Search|Shortest Paths|Lists/);
  });
});
