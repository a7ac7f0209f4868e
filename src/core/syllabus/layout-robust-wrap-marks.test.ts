/**
 * Layout robustness: a run-on schedule hard-wrapped at a width (`npm run bench:layout`, `wrapped at 70`)
 * where a wrapped line happens to open with a number sign (`#2 8-11`, a test's number). Only `#` marks
 * and a space make a markdown heading; the line is wrapped text like the others. Made-up example.
 */
import { describe, expect, it } from 'vitest';
import { hardWrappedBlocks } from './hard-wrapped-block';

const WRAPPED = [
  'BIO 110 Spring 2031 DATE TOPIC CHAPTER January 23 Cells 1 25 Membranes',
  '  2 30 Energy 3 February 1 TEST #1 1-3 6 Enzymes 4 8 Respiration 5 TEST',
  '  #2 4-5 13 Photosynthesis 6 15 Mitosis 7 20 Meiosis 8 22 Genetics 9 27',
  '  Evolution 10',
];

describe('a wrapped line opening with a number sign', () => {
  it('is joined with the rest of its paragraph', () => {
    const out = hardWrappedBlocks(WRAPPED);
    expect(out[0]).toBe(WRAPPED.map((l) => l.trim()).join(' '));
    expect(out.slice(1)).toEqual(['', '', '']);
  });

  it('is no paragraph when the line is a markdown heading', () => {
    const heading = WRAPPED.map((l, i) => (i === 2 ? `  ## ${l.trim()}` : l));
    expect(hardWrappedBlocks(heading)).toBe(heading);
  });
});
