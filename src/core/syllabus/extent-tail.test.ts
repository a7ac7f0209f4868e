/** A work named with how much of it to read after a dash (extent-tail.ts). Small made-up examples. */
import { describe, expect, it } from 'vitest';
import { hasExtentTail, withoutExtentTail } from './extent-tail';
import { read } from './layouts/testing';

describe('extent tail', () => {
  it('reads the extent after a dash as a sign of a work to read', () => {
    expect(hasExtentTail('Marlowe, Tamburlaine, Oxford, 1995 - entire play')).toBe(true);
    expect(hasExtentTail('The Harbour Towns – through chap. 4')).toBe(true);
    expect(hasExtentTail('Tide Tables - whole book')).toBe(true);
    expect(hasExtentTail('Groundwork - through sec. II')).toBe(true);
  });

  it('needs a capitalised work before the dash and an extent after it', () => {
    expect(hasExtentTail('review - through chapter 4')).toBe(false);
    expect(hasExtentTail('Harbours - entire class discussion')).toBe(false);
    expect(hasExtentTail('Harbours - a survey')).toBe(false);
    expect(hasExtentTail('Harbours, through chapter 4')).toBe(false);
  });

  it('leaves the extent out of the title', () => {
    expect(withoutExtentTail('Marlowe, Tamburlaine, Oxford, 1995 - entire play')).toBe(
      'Marlowe, Tamburlaine, Oxford, 1995',
    );
    expect(withoutExtentTail('Tide Tables')).toBe('Tide Tables');
  });

  it('takes each week line that names a whole work with its extent', () => {
    const r = read([
      'Week 1 (1/5-9)',
      '',
      'Marlowe, Tamburlaine, Oxford, 1995 - entire play',
      '',
      'Week 2 (1/12-16)',
      '',
      'Ann Quist, The Harbour Towns, Dover, 2003 - through chap. 4',
      '',
      'Week 3 (1/19-23)',
      '',
      'The Harbour Towns - entire book',
    ]);
    expect(r.rows.map((row) => [row[0], row[1]])).toEqual([
      [1, 'Marlowe, Tamburlaine, Oxford, 1995'],
      [2, 'Ann Quist, The Harbour Towns, Dover, 2003'],
      [3, 'The Harbour Towns'],
    ]);
  });
});
