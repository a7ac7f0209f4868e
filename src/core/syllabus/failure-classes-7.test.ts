/**
 * Failure classes seen at first sight on the `fresh7` corpus folder (corpus/syllabi/fresh7/FIRST_SIGHT.md),
 * each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { hiddenLines } from './hidden-blocks';
import { read } from './layouts/testing';

describe('template and HTML comment blocks are hidden on the page', () => {
  it('marks the lines of a Liquid, Hugo or HTML comment block, not the text around it', () => {
    expect(
      hiddenLines([
        'Intro',
        '{% comment %}',
        'old plan',
        '{% endcomment %}',
        'After',
        '<!--',
        'x',
        '-->',
        'End',
      ]),
    ).toEqual([false, true, true, true, false, true, true, true, false]);
    expect(hiddenLines(['{{/* draft', 'Ch. 9 */}}', 'Ch. 10'])).toEqual([true, true, false]);
    expect(hiddenLines(['Read Ch. 2 <!-- note --> today'])).toEqual([false]);
  });

  it('takes no reading from page arithmetic or an old plan inside a comment block', () => {
    const r = read([
      '### Lecture 2 (Trees)',
      '{% comment %}',
      '(120-110)+(131-128) = 13 pages',
      '{% endcomment %}',
      '* Section 2.1 (Reading trees), pp. 40-45',
      '### Lecture 3 (Selection)',
      '* Section 3.1 (Selection), pp. 50-58',
      '{% comment %}',
      '### Lecture 4 (Old topic)',
      '* pp. 300-320 (Old chapter)',
      '{% endcomment %}',
    ]);
    expect(r.rows.map((x) => x[2])).toEqual(['40-45', '50-58']);
  });
});
