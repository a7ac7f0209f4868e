/**
 * Failure classes of round 33, continued: a plan written as pandoc definition lists (`~ ` items under a
 * `Reading` bullet), and a text read aloud in class. Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { classifySpan } from './classify';
import { read } from './layouts/testing';
import { prepareLines } from './prepare';
import { textToLines } from './text';

describe('pandoc definition lines under a Reading bullet', () => {
  it('are list items, so the reading block holds them', () => {
    const [line] = prepareLines(textToLines('        ~ At least Okafor’s harbour paper.'));
    expect(line!.bullet).toBeGreaterThan(0);
    expect(line!.text).toBe('At least Okafor’s harbour paper.');
    const day = (n: number, reading: string) => [
      `* Day ${n}: Ports`,
      '    * Reading',
      `        ~ ${reading}`,
      '    * Topic 1: Tides',
      '        ~ Why harbours silt up.',
    ];
    const r = read([
      ...day(1, 'At least Okafor’s harbour paper.'),
      ...day(2, 'The first half of the harbour reader.'),
      ...day(3, 'Mensah’s essay on river mouths.'),
    ]);
    expect(r.titles).toHaveLength(3);
    expect(r.titles.join(' ')).toMatch(/Okafor.*harbour reader.*river mouths/);
  });

  it('read a short label over nested items as their heading, no reading', () => {
    const r = read([
      '* Day 2: Trade',
      '    * Reading',
      '        ~ Ports:',
      '            * "The Quiet Harbour" (Blog post)',
      '            * Okafor, chapter 2',
      '    * Topic 1: Tariffs',
    ]);
    expect(r.titles).toHaveLength(2);
    expect(r.titles.join(' ')).toMatch(/Quiet Harbour.*chapter 2/);
    expect(r.titles.join(' ')).not.toMatch(/Ports/);
  });
});

describe('reading aloud in class', () => {
  it('is a classroom activity, no assigned reading', () => {
    const bullet = (text: string) => classifySpan({ text, context: 'bullet', bulletPrior: 0 });
    expect(bullet('Read aloud the opening paragraph, p. 3').take).toBe(false);
    expect(bullet('Read the opening chapter, pp. 3-9').take).toBe(true);
  });
});
