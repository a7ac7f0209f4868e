import { describe, expect, it } from 'vitest';
import { hardWrappedBlocks } from './hard-wrapped-block';

/** A run-on schedule wrapped at 60: every line but the last filled, the next word too long for it. */
const WRAPPED = [
  'BIO 110 Spring 2031 DATE TOPIC CHAPTER January 23 Cells 1 25',
  'Membranes 2 30 Energy 3 February 1 Enzymes 4 6 Respiration 5 8',
  'Photosynthesis 6 13 Mitosis 7 15 Meiosis 8 20 Genetics 9 22',
  'Evolution 10',
];

describe('a paragraph hard-wrapped at a fixed width', () => {
  it('is joined back into the line it was, the other lines left empty', () => {
    const out = hardWrappedBlocks(['', ...WRAPPED, '']);
    expect(out[1]).toBe(WRAPPED.join(' '));
    expect(out.slice(2)).toEqual(['', '', '', '']);
  });

  it('joins lines wrapped with an indent too', () => {
    const indented = WRAPPED.map((l, i) => (i === 0 ? l : `  ${l}`));
    expect(hardWrappedBlocks(indented)[0]).toBe(WRAPPED.join(' '));
  });

  it('leaves lines that would have fitted the next word, short runs, columns and list items alone', () => {
    const rows = [
      'Week 1: Cells and membranes, chapter 1 and chapter 2 pages 1-40',
      'Week 2: Energy',
      'Week 3: Enzymes and respiration, chapter 4 and chapter 5 pages 41',
      'Week 4: Photosynthesis',
    ];
    expect(hardWrappedBlocks(rows)).toBe(rows);
    expect(hardWrappedBlocks(WRAPPED.slice(0, 3))).toEqual(WRAPPED.slice(0, 3));
    const columns = WRAPPED.map((l) => l.replace(' ', '    '));
    expect(hardWrappedBlocks(columns)).toBe(columns);
    const items = WRAPPED.map((l) => `- ${l}`);
    expect(hardWrappedBlocks(items)).toBe(items);
  });

  it('starts a new run at a dated line after a closed sentence', () => {
    const prose = [
      'All assignments are listed both by book and by chapter, and the',
      'marginal line numbers are the same in all editions when they are',
      'used. When in doubt, follow the marginal numbers, which are a sure',
      'guide to the passage the class will discuss on the day it is read.',
      'March 15 Aristotle: Politics (selections)',
    ];
    const out = hardWrappedBlocks(prose);
    expect(out[0]).toBe(prose.slice(0, 4).join(' '));
    expect(out[4]).toBe(prose[4]);
  });
});
