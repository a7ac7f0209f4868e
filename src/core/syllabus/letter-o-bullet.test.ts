import { describe, expect, it } from 'vitest';
import { letterOBullet } from './letter-o-bullet';
import { read } from './layouts/testing';

describe('the letter o as a pasted list bullet (letter-o-bullet.ts)', () => {
  it('reads `o<TAB>` and `o` before two spaces as a bullet, its indent kept', () => {
    expect(letterOBullet('o\tHarbour towns')).toBe('• Harbour towns');
    expect(letterOBullet('    o\tA Lund, The Tide Tables, 12 Sea Review 40 (1990)')).toBe(
      '    • A Lund, The Tide Tables, 12 Sea Review 40 (1990)',
    );
    expect(letterOBullet('o   Salt roads')).toBe('• Salt roads');
  });

  it('leaves a word alone', () => {
    expect(letterOBullet('o clock towers')).toBe('o clock towers');
    expect(letterOBullet('of the sea')).toBe('of the sea');
  });

  it('lets a unit syllabus of o-bullets give each unit its readings', () => {
    const r = read([
      '### Module I: Harbours:',
      '',
      'o\tHarbour towns',
      '',
      'o\tSuggested readings:',
      '',
      '    o\tA Lund, The Tide Tables of the North, 12 Sea Review 40 (1990). Available at: https://example.org/a',
      '',
      '### Module II: Roads:',
      '',
      'o\tSalt roads',
      '',
      'o\tSuggested readings:',
      '',
      '    o\tB Ferro, Roads of Salt and Stone, 3 Land Journal 7 (2001). Available at: https://example.org/b',
    ]);
    expect(r.rows.map((x) => x[0])).toEqual([1, 2]);
    expect(r.titles[0]).toMatch(/Tide Tables/);
  });
});
