/**
 * Failure classes of round 37 (fresh47, first sight): an APA reference-list item whose author block is long (a
 * dozen authors, the year in parentheses more than 160 characters in) was cut at each full stop into its author
 * block, its title and its journal, because the entry reader looked for the year in the first 160 characters and
 * allowed at most 24 words before it.
 * Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { referenceEntry } from './reference-entry';

const LONG =
  'Abara, T. K., Bello, M. O., Castro, L. P., Dunn, R. S., Ekwueme, C. N., Fischer, H. J., Gomez, A. L., ' +
  'Hansen, P. E., Ito, K. M., Jensen, O. T., Kowalski, D. R., & Lindqvist, S. A. (2011). ' +
  'Tidal Marsh Recovery After Storm Surges. Coastal Ecology Letters, 19(3):201–215.';

describe('an APA entry with a long author block', () => {
  it('is one entry: its title, its authors and year, its pages', () => {
    const ref = referenceEntry(LONG);
    expect(ref?.title).toBe('Tidal Marsh Recovery After Storm Surges');
    expect(ref?.citation).toMatch(/^Abara, T\. K\.,.*\(2011\)$/);
    expect(ref?.pages).toBe('201-215');
  });

  it('is one reading in a dated list', () => {
    const r = read([
      'Week 1 (Sep 6)',
      `- ${LONG}`,
      'Week 2 (Sep 13)',
      '- Smith, J. (2009). Salt Flats. Marsh Notes, 2(1):1–9.',
    ]);
    expect(r.titles).toEqual(['Tidal Marsh Recovery After Storm Surges', 'Salt Flats']);
  });
});
