/** A week's readings after its list of dated class headings are due by the week's first class (class-list-week.ts). */
import { describe, expect, it } from 'vitest';
import { read } from './testing';

const week = (n: number, a: string, b: string, readings: string[]) => [
  `Week ${n}: Harbours ${n}`,
  `Lecture ${2 * n} (${a}): Tides and quays`,
  `Lecture ${2 * n + 1} (${b}): Cranes and cargo`,
  'Readings:',
  ...readings,
];

describe('a week of class headings one under the other over one reading block', () => {
  it('dates the block by the first class of the stack, in every week', () => {
    const r = read([
      'Harbour History, Fall 2031',
      '',
      ...week(1, 'Sep. 9', 'Sep. 11', ['The Harbour Book, chapters 1-4']),
      ...week(2, 'Sep. 16', 'Sep. 18', ['The Harbour Book, chapters 5-8']),
      ...week(3, 'Sep. 23', 'Sep. 25', ['Cranes at Dusk, pp. 10-30']),
    ]);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2031-09-09'],
      [2, '2031-09-16'],
      [3, '2031-09-23'],
    ]);
  });

  it('keeps the readings on their class when only one or two weeks are stacked', () => {
    // No printed week over the stack: under a printed week, class-list-week.ts dates the block by the week's first class.
    const r = read([
      'Harbour History, Fall 2031',
      '',
      ...week(1, 'Sep. 9', 'Sep. 11', ['The Harbour Book, chapters 1-4']).slice(1),
      'Lecture 4 (Sep. 16): Tides and quays',
      'Readings:',
      'The Harbour Book, chapters 5-8',
      'Lecture 5 (Sep. 18): Cranes and cargo',
      'Readings:',
      'Cranes at Dusk, pp. 10-30',
    ]);
    expect(r.rows.map((x) => x[3])).toEqual(['2031-09-11', '2031-09-16', '2031-09-18']);
  });

  it('moves nothing from a lecture under a class of another kind', () => {
    const lines: string[] = ['Harbour History, Fall 2031', ''];
    for (const [n, a, b] of [
      [1, 'Sep. 8', 'Sep. 11'],
      [2, 'Sep. 15', 'Sep. 18'],
      [3, 'Sep. 22', 'Sep. 25'],
    ] as const)
      lines.push(
        `Seminar ${n} (${a}): Quays`,
        `Lecture ${n} (${b}): Cranes`,
        'Readings:',
        `Cranes at Dusk, pp. ${n}0-${n}9`,
      );
    const r = read(lines);
    expect(r.rows.map((x) => x[3])).toEqual(['2031-09-11', '2031-09-18', '2031-09-25']);
  });
});
