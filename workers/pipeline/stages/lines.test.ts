import { describe, expect, it } from 'vitest';
import { cleanText, flipY, mergeItemsIntoLines, type PositionedItem } from './lines';

const item = (str: string, x: number, y: number, width: number, height = 10): PositionedItem => ({
  str,
  x,
  y,
  width,
  height,
});

describe('mergeItemsIntoLines', () => {
  const toView = flipY(792);

  it('merges items on one baseline, top to bottom, left to right, with page and line numbers', () => {
    const items = [
      item('second line', 72, 680, 50),
      item('Week 1:', 72, 700, 35),
      item('Offer and acceptance', 112, 700.4, 90),
      item('pp. 45-78', 205, 699.8, 40),
    ];
    const { lines, text } = mergeItemsIntoLines(items, 3, toView);
    expect(lines.map((l) => [l.page, l.line, l.text])).toEqual([
      [3, 1, 'Week 1: Offer and acceptance pp. 45-78'],
      [3, 2, 'second line'],
    ]);
    expect(text).toBe('Week 1: Offer and acceptance pp. 45-78\nsecond line');
    const box = lines[0]?.bbox;
    expect(box?.x0).toBe(72);
    expect(box?.x1).toBe(245);
    expect(box?.y0).toBeCloseTo(792 - 710.4);
    expect(box?.y1).toBeCloseTo(792 - 697.9);
  });

  it('keeps a table column gap as spaces up to the column, and indentation', () => {
    // Character width here is 5 units (e.g. 'Offer and acceptance': 100 units for 20 characters).
    const items = [
      item('Offer and acceptance', 72, 700, 100),
      item('pp. 45-78', 272, 700, 45),
      item('continued', 92, 680, 45),
    ];
    const { lines } = mergeItemsIntoLines(items, 1, toView);
    expect(lines.map((l) => l.text)).toEqual([
      `Offer and acceptance${' '.repeat(20)}pp. 45-78`,
      '    continued',
    ]);
  });

  it('joins ligature splits without a space and keeps real gaps', () => {
    const items = [
      item('ef', 72, 500, 10),
      item('\ufb01', 82, 500, 5),
      item('cient', 87.5, 500, 22),
      item('breach', 112, 500, 30),
    ];
    expect(mergeItemsIntoLines(items, 1, toView).lines[0]?.text).toBe('efficient breach');
  });

  it('keeps a superscript on its line and drops empty items', () => {
    const items = [
      item('Palsgraf', 72, 400, 40),
      item('3', 113, 404, 3, 6),
      item('', 120, 400, 0),
      item('v. LIRR', 120, 400, 35),
    ];
    const { lines } = mergeItemsIntoLines(items, 1, toView);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.text).toBe('Palsgraf 3 v. LIRR');
  });

  it('cleans ligatures and odd spaces', () => {
    expect(cleanText('o\ufb03ce\u00a0hours\u00ad')).toBe('office hours');
  });
});
