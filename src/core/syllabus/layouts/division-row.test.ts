import { describe, expect, it } from 'vitest';
import { isDivisionRow } from './division-row';
import { read } from './testing';

describe('a schedule table divided into parts by rows of their own', () => {
  const table = [
    '| Date | Readings | Other materials | Due |',
    '|------|----------|-----------------|-----|',
    '| **PART 1** | **Rivers and Roads** | | |',
    '| Jan 28 | Hale, [Old Tolls](https://example.org/a) | | |',
    '| Feb 4 | Lund, *Harbours* | [slides](https://example.org/s) | Essay 1 |',
    '| **Unit II** | **Ports** | | |',
    '| Feb 11 | Marsh, *Pirates and Princes* | | |',
  ];

  it('reads the rows under each part, not the part titles', () => {
    const r = read(table);
    expect(r.titles).toEqual(['Hale, Old Tolls', 'Lund, Harbours', 'Marsh, Pirates and Princes']);
  });

  it('takes only a division number beside a short title, never a reading that names a part', () => {
    expect(isDivisionRow(['**PART 2**', '**Law and Morality**', '', ''])).toBe(true);
    expect(isDivisionRow(['Part 2', 'Hale, Old Tolls, pp. 1-20'])).toBe(false);
    expect(isDivisionRow(['Jan 28', 'Law and Morality'])).toBe(false);
    expect(isDivisionRow(['Part 2', 'Law and Morality', 'Essay 1'])).toBe(false);
  });
});
