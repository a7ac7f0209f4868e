/**
 * Failure classes of the fresh35 folder (four syllabi from GitHub course repositories) at first sight
 * (structurer of c50656e), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { isExtraEntry } from './recommended-entry';

describe('items opened by an `Extra:` label', () => {
  it('are extra, not assigned, like `Optional:` items', () => {
    expect(isExtraEntry('Extra: Lindqvist, "Why Ferries Run Late"')).toBe(true);
    expect(isExtraEntry('Extra reading: Lindqvist, "Why Ferries Run Late"')).toBe(true);
    expect(isExtraEntry('Required: Lindqvist, "Why Ferries Run Late"')).toBe(false);
    expect(isExtraEntry('Extraterritorial Jurisdiction, pp. 40-52')).toBe(false);
  });

  it('leaves them out of the week while taking the required items', () => {
    const r = read([
      '### 10/06 Harbours and Trade',
      '',
      '- Required: Okafor, "[The Container Revolution][box]"',
      '- Optional: Brandt, "[Ports of the Hanse][hanse]"',
      '- Extra: Lindqvist, "[Why Ferries Run Late][ferry]"',
      '- Extra: Moreau, "[A Short History of the Lighthouse][light]"',
      '',
      '[box]: https://example.org/box',
      '[hanse]: https://example.org/hanse',
      '[ferry]: https://example.org/ferry',
      '[light]: https://example.org/light',
    ]);
    expect(r.titles.some((t) => t.includes('Container Revolution'))).toBe(true);
    expect(r.titles.some((t) => t.includes('Ferries') || t.includes('Lighthouse'))).toBe(false);
  });
});
