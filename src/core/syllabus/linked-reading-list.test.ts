import { describe, expect, it } from 'vitest';
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

describe('the link scanner on adversarial input', () => {
  it('reads a long run of link marks once (no rescanning from each mark)', () => {
    const run = `- ${'[a]('.repeat(50_000)}`;
    const started = performance.now();
    expect(markdownLinks(run)).toEqual([]);
    expect(markdownLinks(`- ${'](x'.repeat(50_000)}`)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
