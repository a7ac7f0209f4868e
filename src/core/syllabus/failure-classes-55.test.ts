/**
 * Failure classes of round 33 (documents still below F1 0.50): each on a small made-up example (no text
 * of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { classifySpan } from './classify';
import { read } from './layouts/testing';

const bullet = (text: string) => classifySpan({ text, context: 'bullet', bulletPrior: 0 });

describe('a comma list of topics is no "Author, Title"', () => {
  it('drops an outline bullet of lower-case topics after a comma', () => {
    for (const text of [
      'Queues, stacks, heaps',
      'Gradients, step sizes and momentum',
      'Often, the loss is convex',
    ])
      expect(bullet(text)).toMatchObject({ take: false });
    expect(bullet('Queues, stacks, heaps').features).not.toContain('authorTitle');
  });

  it('keeps an author before a title, a chapter or a numbered part', () => {
    expect(bullet('Hobbes, excerpts from Leviathan').features).toContain('authorTitle');
    expect(bullet('Marlowe, act 2').features).toContain('authorTitle');
    expect(bullet('Aristotle Ethics, II').features).toContain('authorTitle');
    expect(bullet('Ruskin, “The Nature of Gothic”').features).toContain('authorTitle');
    expect(bullet('Okafor (2012), an overview of loan words').features).toContain('authorTitle');
  });

  it('leaves a lecture outline under a class without readings', () => {
    const r = read([
      'Day 1: Data structures',
      '* Reading',
      '  * Okafor, Algorithms Illustrated, chapter 2',
      '* Topic',
      '  * Queues, stacks, heaps',
      '  * Hashing, collisions and load factors',
    ]);
    expect(r.titles).toHaveLength(1);
    expect(r.titles[0]).toMatch(/Algorithms Illustrated/);
  });
});

describe('web addresses alone under a reading label', () => {
  const week = (n: number, ...reading: string[]) => [
    `1/${n} Week ${n}: Shell tools`,
    'Pipes and filters',
    'READINGS:',
    ...reading,
    '',
  ];

  it('are each a reading, titled by the address', () => {
    const r = read([
      'Winter 2031',
      '',
      ...week(7, 'https://shellguide.org/pipes'),
      ...week(14, 'http://toolbox.net/grep/ http://toolbox.net/sed/'),
    ]);
    expect(r.titles).toEqual([
      'https://shellguide.org/pipes',
      'http://toolbox.net/grep/',
      'http://toolbox.net/sed/',
    ]);
    // Once the block has a titled entry, an address is that entry's link, no reading of its own.
    const linked = read([
      'Week 1: Shell tools',
      'READINGS:',
      'Okafor, “Pipes and Filters” (2019)',
      'https://shellguide.org/pipes',
    ]);
    expect(linked.titles).toHaveLength(1);
    expect(linked.titles[0]).toMatch(/Pipes and Filters/);
  });
});

describe('a remark wholly in parentheses', () => {
  it('is no reading in a reading column or under a label', () => {
    const label = (text: string) => classifySpan({ text, context: 'label', bulletPrior: 0 });
    expect(label('(Keep it to one side of paper.)').take).toBe(false);
    expect(label('(Okafor, “Harbour Towns,” pp. 4-9)').take).toBe(true);
  });

  it('is an aside in a reading block, however many sentences it holds', () => {
    const r = read([
      'Week 2: Harbours',
      'Lecture 3 (Sep. 9): Ports and trade',
      'Readings:',
      'Okafor, Ada. ‘Harbour Towns.’ In Coastal Lives. Leeds: Quay Press. 2011. Pp. 4-19.',
      '(Second section: Tour of the harbour archive. Bring a notebook)',
    ]);
    expect(r.titles).toHaveLength(1);
    expect(r.titles[0]).toMatch(/Harbour Towns/);
  });
});

describe("a class page's time plan and a work said to be no assignment", () => {
  const line = (text: string) => classifySpan({ text, context: 'line', bulletPrior: 0 });

  it('takes no time slot of a class plan as a reading', () => {
    expect(line('~45 min — Restatement § 4 + Carter').take).toBe(false);
    expect(line('20 minutes: Carter v. Dunne in small groups').take).toBe(false);
    expect(line('Restatement § 4 and Carter v. Dunne').take).toBe(true);
  });

  it('takes no work the page says is not assigned', () => {
    expect(line('Carter v. Dunne comes up in the discussion, not assigned reading.').take).toBe(false);
    expect(line('Carter v. Dunne (assigned in full)').take).toBe(true);
  });
});
