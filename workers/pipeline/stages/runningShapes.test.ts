import { describe, expect, it } from 'vitest';
import type { TextLine } from '../../../src/core/model';
import { dropPageFurniture } from './pageFurniture';
import { runningShapes, shapeOf } from './runningShapes';

const page = (n: number, ...texts: string[]): TextLine[] =>
  texts.map((text, i) => ({ text, page: n, line: i + 1 }));
const texts = (lines: TextLine[]) => lines.map((l) => l.text);

describe('shapeOf', () => {
  it("masks the page's own number standing as a word, not a week's or another number", () => {
    expect(shapeOf({ text: 'March 3 | 3 | rev. 2', page: 3, line: 9 })).toBe('March 3 | # | rev. 2');
    expect(shapeOf({ text: 'Week 3', page: 3, line: 1 })).toBe('Week 3');
    expect(shapeOf({ text: 'Harbours 12', page: 3, line: 1 })).toBe('Harbours 12');
  });
});

describe('runningShapes', () => {
  it('finds a footer carrying the page number between other words', () => {
    const pages = [1, 2, 3].map((n) => page(n, `Week ${n}`, 'Moss 1-20', `March 3 ${n} rev. 2`));
    expect([...runningShapes(pages, (p) => p.at(-1))]).toEqual(['March 3 # rev. 2']);
  });

  it('finds the left-page and the right-page headers of a book-style document', () => {
    // Two title pages, then each header on four of the ten pages: fewer than half of all pages.
    const pages = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) =>
      n < 3
        ? page(n, `Title page ${n}`)
        : page(n, n % 2 ? `harbour readings ${n}` : `${n} ann lee, ph.d.`, `Week ${n}`, 'Moss 1-20'),
    );
    expect([...runningShapes(pages, (p) => p[0])].sort()).toEqual(['# ann lee, ph.d.', 'harbour readings #']);
  });

  it('needs three pages of a side for a header of one side', () => {
    const pages = [1, 2, 3, 4, 5, 6, 7].map((n) =>
      page(n, n === 2 || n === 4 ? `${n} ann lee` : `Week ${n}`),
    );
    expect([...runningShapes(pages, (p) => p[0])]).toEqual([]);
  });
});

describe('dropPageFurniture with running shapes', () => {
  it('drops a footer with its page number and a book-style header, and keeps the weeks', () => {
    const weeks = [3, 4, 5, 6, 7, 8, 9, 10];
    const lines = [
      ...page(1, 'Harbour Readings'),
      ...page(2, 'Fall 2025'),
      ...weeks.flatMap((n) =>
        page(
          n,
          n % 2 ? `harbour readings ${n}` : `${n} ann lee`,
          `Week ${n}`,
          'Moss 1-20',
          `Fall 2025 ${n} cc-by`,
        ),
      ),
    ];
    expect(texts(dropPageFurniture(lines)).filter(Boolean)).toEqual([
      'Harbour Readings',
      'Fall 2025',
      ...weeks.flatMap((n) => [`Week ${n}`, 'Moss 1-20']),
    ]);
  });
});
