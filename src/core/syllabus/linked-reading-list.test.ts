import { describe, expect, it } from 'vitest';
import { backtrackingShape, recordWork, workOnDoubling } from '../../../tests/unit/work-bound';
import { isLinkedReadingList, linkedReadingPieces, markdownLinks } from './linked-reading-list';

const PAGE = [
  '# GEO 210 Readings',
  '### Week 1',
  '- [Maps as Arguments](https://example.org/maps.pdf)',
  '- This [paper by Ortiz and Lind](https://example.org/ol.pdf) started the debate.',
  '### Week 2',
  '- Papers on [Tiles](https://example.org/t.pdf) and [Tile Servers](https://example.org/ts.pdf).',
  '- A talk on [projections](https://youtube.com/watch?v=1)',
  '- [Scale and Error](https://example.org/scale.pdf)',
];

describe('a reading-list page whose items link to the works', () => {
  it('is known by its title and its linked items', () => {
    expect(isLinkedReadingList(PAGE)).toBe(true);
    expect(isLinkedReadingList(['# Schedule', ...PAGE.slice(1)])).toBe(false);
    expect(isLinkedReadingList(PAGE.slice(0, 4))).toBe(false);
  });

  it('gives one Reading item per link, titled by the link text', () => {
    expect(linkedReadingPieces(PAGE[3]!, true)).toEqual(['- Reading: paper by Ortiz and Lind']);
    expect(linkedReadingPieces(PAGE[5]!, true)).toEqual(['- Reading: Tiles', '- Reading: Tile Servers']);
  });

  it('leaves a video link, a line without links and a page that is no reading list alone', () => {
    expect(linkedReadingPieces(PAGE[6]!, true)).toEqual([PAGE[6]]);
    expect(linkedReadingPieces('### Week 1', true)).toEqual(['### Week 1']);
    expect(linkedReadingPieces(PAGE[2]!, false)).toEqual([PAGE[2]]);
  });

  it('reads the links of a line in order', () => {
    expect(markdownLinks('a [b](u) c [d e](v)').map((l) => l.text)).toEqual(['b', 'd e']);
  });
});

// What it guards: the link scanner reads a line once (no rescanning from each mark) and runs no pattern
// that can backtrack. Checked without the clock (it failed at load 30-50 as a 2 s bound): the characters it
// searches (indexOf and patterns, tests/unit/work-bound.ts) on a run of marks and on one twice as long.
describe('the link scanner on adversarial input', () => {
  const openMarks = (n: number) => `- ${'[a]('.repeat(n)}`;
  const closeMarks = (n: number) => `- ${'](x'.repeat(n)}`;

  it('finds no link in a long run of link marks', () => {
    expect(markdownLinks(openMarks(50_000))).toEqual([]);
    expect(markdownLinks(closeMarks(50_000))).toEqual([]);
  });

  it('reads a long run of link marks once: the work on twice the marks is twice the work', () => {
    for (const marks of [openMarks, closeMarks]) {
      const { ratio } = workOnDoubling(marks, markdownLinks, 50_000);
      expect(ratio).toBeLessThanOrEqual(2.2);
    }
    // The page test and the item split run patterns (title, bullet, video host): none can backtrack.
    const page = [PAGE[0] ?? '', ...Array(6).fill('- [a](u)')];
    const ran = recordWork(() => linkedReadingPieces(`- ${'[a](u) '.repeat(20)}`, isLinkedReadingList(page)));
    expect(ran.patterns.size).toBeGreaterThan(1);
    expect([...ran.patterns].filter((p) => backtrackingShape(p) !== null)).toEqual([]);
  });
});
