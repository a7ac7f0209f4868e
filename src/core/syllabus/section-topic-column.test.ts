import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { isSectionCell, sectionTopicColumns } from './section-topic-column';

const table = [
  '| Week | Dates | Topics | Tue | Thu |',
  '|--|--|--|--|--|',
  '| 1 | 1/8-1/12 | 2.1 - 2.3 | {{LAB}} | {{QZ}} |',
  '| 2 | 1/15-1/19 | 2.4 | {{LAB}} | {{QZ}} |',
  '| 3 | 1/22-1/26 | 3.1, 3.3 | {{LAB}} | {{EX}} |',
  '| 4 | 1/29-2/2 | Review | {{LAB}} | |',
];

describe('isSectionCell', () => {
  it('is true for dotted sections, ranges and comma lists of them only', () => {
    expect(isSectionCell('12.1 - 12.3')).toBe(true);
    expect(isSectionCell('15.8-16.1')).toBe(true);
    expect(isSectionCell('4.1, 4.3')).toBe(true);
    expect(isSectionCell('Review')).toBe(false);
    expect(isSectionCell('2.1 Limits')).toBe(false);
    expect(isSectionCell('1/8-1/12')).toBe(false);
  });
});

describe('sectionTopicColumns', () => {
  it('renames the Topics header of a table whose topic cells are section numbers, one line per line', () => {
    const out = sectionTopicColumns(table);
    expect(out).toHaveLength(table.length);
    expect(out[0]).toBe('| Week | Dates | Sections | Tue | Thu |');
    expect(out.slice(1)).toEqual(table.slice(1));
  });

  it('leaves a table whose topics are words, or that already names a reading column', () => {
    const words = ['| Week | Topics |', '| 1 | Limits |', '| 2 | Series |', '| 3 | Vectors |'];
    expect(sectionTopicColumns(words)).toBe(words);
    const named = [
      '| Week | Topics | Reading |',
      '| 1 | 2.1 | Ch 2 |',
      '| 2 | 2.2 | Ch 2 |',
      '| 3 | 2.3 | Ch 3 |',
    ];
    expect(sectionTopicColumns(named)).toBe(named);
  });

  it('wants three section rows at least', () => {
    const short = ['| Week | Topics |', '| 1 | 2.1 |', '| 2 | 2.2 |'];
    expect(sectionTopicColumns(short)).toBe(short);
  });
});

describe('a week table whose only work column is Topics of section numbers', () => {
  it('reads each week’s sections as its reading, not the review week or the token cells', () => {
    const r = read(['Weekly Calendar', '', ...table]);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Sections 2.1 - 2.3'],
      [2, 'Sections 2.4'],
      [3, 'Sections 3.1, 3.3'],
    ]);
  });
});
