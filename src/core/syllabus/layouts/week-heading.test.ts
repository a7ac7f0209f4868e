import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: week heading', () => {
  it('keeps printed numbers, written as digits or words, and a heading over two weeks counts from its first', () => {
    const r = read([
      'Week One: Introductions',
      '- Read Stommel, “Why I Don’t Grade”',
      'Week 2: Contact',
      '- Read HITM chapter 1 (1.1-1.5).',
      'Weeks 4 and 5: English colonization',
      '- Read HITM chapter 4 (4.1-4.9).',
    ]);
    expect(r.region('Week One')).toBe('week heading');
    expect(r.rows.map((x) => x[0])).toEqual([1, 2, 4]);
  });

  it('counts from 1 when the printed weeks start at 0', () => {
    const r = read(['## Week 0', '- Smith, Intro, pp. 1-5', '## Week 1', '- Smith, More, pp. 6-9']);
    expect(r.rows.map((x) => x[0])).toEqual([1, 2]);
  });
});
