import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: a numbered list of works, one per session', () => {
  it('reads each numbered work as its session’s reading, one session a week', () => {
    const r = read([
      'Reading list',
      '1 No reading',
      '2 Selections from "The Republic" (PDF) by Plato.',
      '3 "Of Miracles" (PDF) by David Hume.',
      '4 "Is Justice Fair?" (PDF) by John Rawls.',
      '5 "Evil and Omnipotence" (PDF) by J. L. Mackie.',
    ]);
    expect(r.rows.map(([week]) => week)).toEqual([2, 3, 4, 5]);
    expect(r.titles[1]).toBe('"Of Miracles" by David Hume');
    expect(r.s.weeks.flatMap((w) => w.readings.map((x) => x.confidence! >= 80))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('leaves numbered topics without a quoted work to the numbered-topic layout', () => {
    const r = read(['1. Justice and Injustice: 3-24', '2. The Soul: 25-40', '3. Knowledge: 41-60']);
    expect(r.rows).toEqual([
      [1, 'Justice and Injustice', '3-24', null],
      [2, 'The Soul', '25-40', null],
      [3, 'Knowledge', '41-60', null],
    ]);
  });
});
