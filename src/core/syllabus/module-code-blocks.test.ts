import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

const PAGE = [
  '# Modules',
  '',
  '## U1: Foundations',
  '',
  '### U1.1: What is a city?',
  'Keys: density, scale',
  'Readings:',
  '- Park, R. E. (1915). The City. American Journal of Sociology, 20(5):577–612.',
  '- Wirth, L. (1938). Urbanism as a Way of Life. American Journal of Sociology, 44(1):1–24.',
  '',
  '### U1.2: Growth',
  'Keys: suburbs',
  'Readings:',
  '- Jackson, K. T. (1985). Crabgrass Frontier. Oxford University Press, pages 3–11.',
  '- Old, A. (1990). A Survey of Sprawl. Urban Studies, 1(1):1–9. [Optional]',
  '',
  '### U2.1: Housing',
  'Readings:',
  '- Desmond, M. (2016). Evicted, chapter 1, pages 1–20.',
  '',
  '## Outline',
  '',
  '| Week | Module | Due |',
  '|------|--------|-----|',
  '| *Sep 6* | U1.1 | |',
  '| *Sep 8* | U1.1 (cont.) | |',
  '| *Sep 13* | U1.2 | Quiz 1 |',
  '| *Sep 15* | U1.2 (cont.) | |',
  '| *Sep 20* | U2.1 | |',
];

describe('module blocks named by code, dated by an outline table that names the codes', () => {
  it("reads each block's readings into the first class naming its code, and no bare code", () => {
    const r = read(PAGE);
    expect(r.titles).not.toContain('U1.1');
    expect(r.titles).not.toContain('U1.2 (cont.)');
    expect(r.rows.map((row) => [row[0], row[1], row[2]])).toEqual([
      [1, 'The City', '577-612'],
      [1, 'Urbanism as a Way of Life', '1-24'],
      [2, 'Crabgrass Frontier', '3-11'],
      [3, 'Evicted, chapter 1, pages 1–20', '1-20'],
    ]);
  });

  it('leaves a page whose codes head no reading lists as it is', () => {
    const bare = PAGE.filter((l) => !l.startsWith('- ') && l !== 'Readings:');
    expect(read(bare).titles).not.toContain('The City');
  });
});
