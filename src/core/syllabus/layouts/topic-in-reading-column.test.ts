import { describe, expect, it } from 'vitest';
import { read } from './testing';
import { isTopicCell } from './topic-in-reading-column';

describe('layout: the day topic written in the reading column of a table without a topic column', () => {
  it('is a cell of a few capitalised words without a reading shape, possessive or quotes', () => {
    expect(isTopicCell('Lyric and Voice')).toBe(true);
    expect(isTopicCell('Anne Carson’s “Glass Essay”')).toBe(false);
    expect(isTopicCell('Glück, The Wild Iris, pp. 1-20')).toBe(false);
    expect(isTopicCell('Selections from a long anthology of poems for the class')).toBe(false);
  });

  it('becomes the topic of its row, the works of the other rows stay readings', () => {
    const r = read([
      'Date          Readings/Assignments',
      'Mon, Mar 2    Anne Carson’s “The Glass Essay”',
      'Wed, Mar 4    Lyric and Voice',
      'Mon, Mar 9    Tracy K. Smith’s “Wade in the Water”',
      'Wed, Mar 11   Louise Glück’s “The Wild Iris”',
    ]);
    expect(r.titles).toHaveLength(3);
    expect(r.titles.join(' / ')).not.toContain('Lyric and Voice');
    expect(r.s.weeks[0]!.topic ?? '').toContain('Lyric and Voice');
  });
});
