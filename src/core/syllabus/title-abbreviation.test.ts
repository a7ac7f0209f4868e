import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { sentences } from './readings';

describe("a work's title cut short with a point before its part", () => {
  it('does not end a sentence', () => {
    expect(sentences('Kant and Crit. II--III; Guyer, 10-40')).toHaveLength(1);
    expect(sentences('Cicero on Leg. II and III')).toHaveLength(1);
    expect(sentences('Hobbes Lev. Ch. 13-15')).toHaveLength(1);
    expect(sentences('Hume, Enq. VIII 1-4')).toHaveLength(1);
  });

  it('leaves real sentence ends alone', () => {
    expect(sentences('Read Smith. I recommend the notes.')).toHaveLength(2);
    expect(sentences('Intro. Then read Ch. 2.')).toHaveLength(2);
    expect(sentences('See Rawls. Chapter 3 is optional.')).toHaveLength(2);
  });

  it('keeps the work and its part in one reading of a dated line', () => {
    const r = read([
      'Jan. 12 Kant, Reason and Crit. II--III; Guyer, 10-40',
      'Jan. 14 Kant, God and Crit. IV; Guyer, 41-60',
      'Jan. 19 Hegel Phen. Ch. 1-2',
    ]);
    expect(r.titles.some((t) => t.includes('Crit. II--III'))).toBe(true);
  });
});
