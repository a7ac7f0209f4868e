import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { sentences } from './readings';
import { hasReadingSignal } from './signals';

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

describe("a work's abbreviated title before its roman part", () => {
  it('is a reading signal (a part of a book), in capitals only', () => {
    expect(hasReadingSignal('Descartes and God Med. III--V')).toBe(true);
    expect(hasReadingSignal('Kant and God Crit. IV')).toBe(true);
    expect(hasReadingSignal('This ends. I am here')).toBe(false);
    expect(hasReadingSignal('Dr. X will lecture')).toBe(false);
    expect(hasReadingSignal('See it. vi is an editor')).toBe(false);
  });

  it('makes the tail of a dated line a reading', () => {
    const r = read([
      'Jan. 14 Descartes and God Med. III--V',
      'Jan. 19 The Mind Med. VI',
      'Jan. 21 Spinoza Eth. II',
    ]);
    expect(r.titles).toHaveLength(3);
  });
});
