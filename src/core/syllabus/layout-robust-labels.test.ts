/**
 * Layout robustness, blank lines left out (`npm run bench:layout`, `no blank lines`): a label alone on
 * its line (`Watch:`) heads the block below it even when the long item above it has no blank line
 * after it, so the videos under it are not read as readings. Made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './index';

const titles = (text: string) =>
  structureSyllabusText(text).weeks.flatMap((w) => w.readings.map((r) => r.title));

const WEEK = [
  '### Week 1',
  '#### Mon, Jan 12: **Courts and Painters in the Northern Lowlands**',
  'Read:',
  '- Marguerite Olsen, “The Workshop and the Guild” in _A Social History of Painting, Vol. II: Courts and Cities_',
  'Watch:',
  '- [Jan Weyden, The Altarpiece of the Guild](https://video.example.org/1)',
  '- [Hugo Maes, The Portrait of a Merchant](https://video.example.org/2)',
  '#### Wed, Jan 14: **Perspective**',
  'Read:',
  '- Tomas Lind, _The Measured Picture_, pp. 12-40',
  'Watch:',
  '- [Filip Roos, The Vanishing Point](https://video.example.org/3)',
];

describe('a label alone on its line after a long item, no blank line between', () => {
  it('heads its own block: the watched items are no readings', () => {
    const withBlanks = titles(WEEK.join('\n\n'));
    const without = titles(WEEK.join('\n'));
    expect(without).toEqual(withBlanks);
    expect(without).toHaveLength(2);
    expect(without.join(' ')).not.toContain('Vanishing');
  });
});
