import { describe, expect, it } from 'vitest';
import { THUMBNAIL_WIDTH, thumbnailScale, thumbnailsToClear } from './thumbnails';

describe('thumbnails', () => {
  it('clears nothing while within the bound', () => {
    expect(thumbnailsToClear([1, 2, 3], new Set(), 3)).toEqual([]);
    expect(thumbnailsToClear([], new Set(), 0)).toEqual([]);
  });

  it('clears the ones painted longest ago first, never one in sight', () => {
    expect(thumbnailsToClear([5, 1, 2, 3, 4], new Set([5]), 3)).toEqual([1, 2]);
    expect(thumbnailsToClear([1, 2, 3, 4], new Set([1, 2, 3, 4]), 2)).toEqual([]); // all in sight: kept
    expect(thumbnailsToClear([1, 2, 3, 4], new Set([2]), 2)).toEqual([1, 3]);
  });

  it('paints a page THUMBNAIL_WIDTH pixels wide, sharper on dense screens (up to 3x)', () => {
    expect(thumbnailScale(612) * 612).toBeCloseTo(THUMBNAIL_WIDTH);
    expect(thumbnailScale(612, 2) * 612).toBeCloseTo(THUMBNAIL_WIDTH * 2);
    expect(thumbnailScale(612, 10) * 612).toBeCloseTo(THUMBNAIL_WIDTH * 3);
    expect(thumbnailScale(612, 0) * 612).toBeCloseTo(THUMBNAIL_WIDTH);
    expect(thumbnailScale(0)).toBe(0);
    expect(thumbnailScale(Number.NaN)).toBe(0);
  });
});
