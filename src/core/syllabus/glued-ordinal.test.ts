/** A note opened by a one-digit ordinal glued to the reference before it (glued-ordinal.ts). Made-up examples. */
import { describe, expect, it } from 'vitest';
import { unglueOrdinals } from './glued-ordinal';

describe('glued ordinals', () => {
  it('puts back the space before an ordinal glued to a section number or a word', () => {
    expect(unglueOrdinals('Readings 2.1-2.52nd Essay DUE')).toBe('Readings 2.1-2.5 2nd Essay DUE');
    expect(unglueOrdinals('Begin the atlas3rd Map Quiz')).toBe('Begin the atlas 3rd Map Quiz');
  });

  it('leaves ordinals that were printed apart, two-digit ones and ordinals at the start', () => {
    for (const t of ['Chapter 3, 2nd Edition', 'the 21st Century', '1stEssay DUE', 'Readings 3.4 5th Essay'])
      expect(unglueOrdinals(t)).toBe(t);
  });
});
