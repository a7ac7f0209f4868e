import { describe, expect, it } from 'vitest';
import type { TextLine } from '../../../src/core/model';
import { dropPageFurniture, isPageNumber } from './pageFurniture';

const page = (n: number, ...texts: string[]): TextLine[] =>
  texts.map((text, i) => ({ text, page: n, line: i + 1 }));
const texts = (lines: TextLine[]) => lines.map((l) => l.text);

describe('dropPageFurniture', () => {
  it('drops a running header and a Page N of M footer repeated on the pages', () => {
    const lines = [
      ...page(1, 'LAW 512 Torts   Revised 8/20/2026', 'Week 1', 'Casebook 1-20', 'Page 1 of 2'),
      ...page(2, 'LAW 512 Torts   Revised 8/20/2026', 'Week 2', 'Casebook 21-40', 'Page 2 of 2'),
    ];
    expect(texts(dropPageFurniture(lines))).toEqual([
      'Week 1',
      'Casebook 1-20',
      '',
      'Week 2',
      'Casebook 21-40',
    ]);
  });

  it('drops a page number on a one-page document but keeps its other lines', () => {
    expect(texts(dropPageFurniture(page(1, 'Torts Syllabus', 'Week 1: CB 1-20', '1')))).toEqual([
      'Torts Syllabus',
      'Week 1: CB 1-20',
    ]);
  });

  it('drops a table header repeated at the top of the next page, and keeps the table unbroken', () => {
    const lines = [
      ...page(1, 'Torts', '| Date | Reading |', '| 9/1 | CB 1-20 |', '- 1 -'),
      ...page(2, '| Date | Reading |', '| 9/3 | CB 21-40 |', '- 2 -'),
    ];
    expect(texts(dropPageFurniture(lines))).toEqual([
      'Torts',
      '| Date | Reading |',
      '| 9/1 | CB 1-20 |',
      '| 9/3 | CB 21-40 |',
    ]);
  });

  it('keeps first lines that differ from page to page', () => {
    const lines = [
      ...page(1, 'Week 1', 'CB 1-20'),
      ...page(2, 'Week 2', 'CB 21-40'),
      ...page(3, 'Week 3', 'CB 41'),
    ];
    expect(texts(dropPageFurniture(lines))).toEqual([
      'Week 1',
      'CB 1-20',
      'Week 2',
      'CB 21-40',
      'Week 3',
      'CB 41',
    ]);
  });

  it('drops a running header that carries its page number, and keeps a table header opening each page', () => {
    const lines = [
      ...page(1, 'Torts - Page 1 of 2', '| Date | Reading |', '| 9/1 | CB 1-20 |'),
      ...page(2, 'Torts - Page 2 of 2', '| Date | Reading |', '| 9/3 | CB 21-40 |'),
    ];
    expect(texts(dropPageFurniture(lines))).toEqual([
      '| Date | Reading |',
      '| 9/1 | CB 1-20 |',
      '| 9/3 | CB 21-40 |',
    ]);
  });

  it('knows page numbers from readings', () => {
    for (const t of ['3', 'Page 3', 'Page 3 of 5', '3 / 5', '- 3 -', '  Page 2 of 10 '])
      expect(isPageNumber(t)).toBe(true);
    for (const t of ['pp. 3-5', 'Ch. 3', '3-5', 'Week 3']) expect(isPageNumber(t)).toBe(false);
  });
});
