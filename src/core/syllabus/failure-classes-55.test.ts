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
