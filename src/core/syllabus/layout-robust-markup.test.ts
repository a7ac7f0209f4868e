/**
 * Layout robustness: the same schedule pasted with its markdown stripped or its headings in capitals
 * (`npm run bench:layout`) is read as it is when written in markdown. Made-up examples.
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './index';

function readings(text: string): string[] {
  return structureSyllabusText(text).weeks.flatMap((w) => w.readings.map((r) => r.title));
}

describe('a reading-list page whose title is in capitals', () => {
  const page = [
    'GEO 210 READINGS',
    'The readings for each week of the course.',
    'WEEK 1',
    '- [Maps as Arguments](https://example.org/maps.pdf)',
    '- This [paper by Ortiz and Lind](https://example.org/ol.pdf) started a long debate on scale.',
    'WEEK 2',
    '- [Tiles and Their Servers](https://example.org/t.pdf)',
    '- [Scale and Error](https://example.org/scale.pdf)',
    '- A short [survey of projections](https://example.org/p.pdf) and why they mislead readers.',
  ].join('\n');

  it('takes each link as a reading titled by its text, as under a # title', () => {
    expect(readings(page)).toEqual([
      'Maps as Arguments',
      'Tiles and Their Servers',
      'Scale and Error',
      'survey of projections',
    ]);
  });
});

describe('typed items whose markdown was stripped', () => {
  const day = (d: string, n: number) => [
    `Mon 09/${d}`,
    `• LC0${n} - Lecture Graph Search ${n}`,
    `• RD0${n} - Reading Heaps and Priority Queues, part ${n} - Due: Thu 9/11`,
    `• PS0${n} - Problem Set Shortest Paths ${n} Due: Sun 9/14`,
    '',
  ];

  it('reads an item of kind Reading after a • bullet as it does after a * bullet', () => {
    const text = ['Fall 2025', '', ...day('08', 1), ...day('15', 2), ...day('22', 3)].join('\n');
    const stripped = readings(text);
    expect(stripped).toEqual(readings(text.replace(/^• /gm, '* ')));
    expect(stripped.filter((t) => /Heaps/.test(t))).toHaveLength(3);
    expect(stripped.some((t) => /Graph Search|Shortest Paths/.test(t))).toBe(false);
  });
});
