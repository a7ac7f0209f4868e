/** Works named by their citation keys in a comma list, each a reading (cite-key-list.ts). Small made-up examples. */
import { describe, expect, it } from 'vitest';
import { splitCiteKeyList } from './cite-key-list';
import { read } from './layouts/testing';

describe('cite key list', () => {
  it('cuts a comma list of citation keys into one work each', () => {
    expect(splitCiteKeyList('Okafor2019, lindqvist2004, Brandt2011a')).toEqual([
      'Okafor2019',
      'lindqvist2004',
      'Brandt2011a',
    ]);
    expect(splitCiteKeyList('moreau1998harbours, Quist2003')).toEqual(['moreau1998harbours', 'Quist2003']);
  });

  it('leaves a list whole when an item is more than a key', () => {
    expect(splitCiteKeyList('Harbour towns Okafor2019, Quist2003')).toEqual([
      'Harbour towns Okafor2019, Quist2003',
    ]);
    expect(splitCiteKeyList('Okafor2019 chapters 2-3, Quist2003')).toEqual([
      'Okafor2019 chapters 2-3, Quist2003',
    ]);
    expect(splitCiteKeyList('Okafor2019')).toEqual(['Okafor2019']);
    expect(splitCiteKeyList('Tides, 2019')).toEqual(['Tides, 2019']);
  });

  it('gives each key of a reading label a reading of its week', () => {
    const r = read([
      '## Week 1: Harbours',
      '',
      'Reading: Moreau Chapters 2-3. Okafor2019, lindqvist2004, Brandt2011a',
      '',
      '## Week 2: Tides',
      '',
      'Reading: Moreau Chapter 4. Quist2003, Fenwick1987',
    ]);
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      [1, 'Moreau Chapters 2-3'],
      [1, 'Okafor2019'],
      [1, 'lindqvist2004'],
      [1, 'Brandt2011a'],
      [2, 'Moreau Chapter 4'],
      [2, 'Quist2003'],
      [2, 'Fenwick1987'],
    ]);
  });
});
