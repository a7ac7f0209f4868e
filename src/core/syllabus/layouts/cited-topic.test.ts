import { describe, expect, it } from 'vitest';
import { citedTopicWork } from './cited-topic';
import { read } from './testing';

describe('a topic cell citing a paper by its reference number (cited-topic.ts)', () => {
  it('is the work, without the presenter label and the reference number', () => {
    expect(citedTopicWork('Team-4: Learning to Rank Rivers by Their Floods [17]')).toBe(
      'Learning to Rank Rivers by Their Floods',
    );
    expect(citedTopicWork('Sparse Maps of Dense Cities [3]')).toBe('Sparse Maps of Dense Cities');
  });

  it('is nothing for a footnote mark after a short topic, or a topic without a number', () => {
    expect(citedTopicWork('Review [1]')).toBeNull();
    expect(citedTopicWork('Team-2: Learning to Rank Rivers')).toBeNull();
  });

  it('gives the row a reading in a pipe table', () => {
    const r = read([
      '| Date | Topic | Reading |',
      '| --- | --- | --- |',
      '| Mon 2/3 | Lecture: course map | - |',
      '| Wed 2/5 | Team-1: Counting Birds with Sound Traps [12] | - |',
      '| Mon 2/10 | Lecture: sampling | Field Guide, Ch. 2 |',
    ]);
    expect(r.titles).toContain('Counting Birds with Sound Traps');
  });
});
