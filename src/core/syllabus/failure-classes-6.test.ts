/**
 * Failure classes seen at first sight on the `fresh6` corpus folder (corpus/syllabi/fresh6/FIRST_SIGHT.md)
 * and known misses of earlier folders, each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { splitWorks } from './works-list';

describe('several works named in one item are one reading each', () => {
  it('cuts between works that each name their author', () => {
    expect(splitWorks('Ann Lee’s “River Song” (parts 1 and 2) and Bo Park’s “Night Train”')).toEqual([
      'Ann Lee’s “River Song” (parts 1 and 2)',
      'Bo Park’s “Night Train”',
    ]);
    expect(splitWorks('Ann Lee’s “River Song,” Bo Park’s “Night Train”')).toEqual([
      'Ann Lee’s “River Song,”',
      'Bo Park’s “Night Train”',
    ]);
    expect(splitWorks('Heraclitus (GP, ch.3) & Moor’s “On Flux”')).toEqual([
      'Heraclitus (GP, ch.3)',
      'Moor’s “On Flux”',
    ]);
  });

  it('keeps one entry, and a run of bare quoted parts of one thing, whole', () => {
    expect(splitWorks('Lee, “River Songs”, Journal of Rivers 4: 17-28')).toEqual([
      'Lee, “River Songs”, Journal of Rivers 4: 17-28',
    ]);
    expect(splitWorks('watch the clips “Getting in,” “Moving around,” and “Leaving”')).toHaveLength(1);
    expect(splitWorks('Lee, “Songs, Poems, and Hymns”')).toHaveLength(1);
  });

  it('gives two readings for a dated row naming two works', () => {
    const r = read([
      'Mon, Mar 4  Ann Lee’s “River Song” and Bo Park’s “Night Train”',
      'Mon, Mar 11  Cy Diaz’s “Harbor”',
    ]);
    expect(r.rows.filter((row) => row[0] === 1).map((row) => row[1])).toEqual([
      'Ann Lee’s “River Song”',
      'Bo Park’s “Night Train”',
    ]);
  });
});
