/**
 * Failure class of round 37 (s2): a reading page whose `For <date>:` lines name works, some by their
 * author alone (the name is the link to the text): `For Oct. 5: Rourke`, `For Oct. 10: Hale; more Hale`.
 * In a list of works each bare name is a reading titled by the name, without its note; a note quoting a
 * title keeps the line as before; a page whose `For <date>:` lines name no works keeps bare names as
 * topics. Small made-up examples (no text of a corpus document) (author-dated-works.ts).
 */
import { describe, expect, it } from 'vitest';
import { authorDatedWorks, bareNames } from './author-dated-works';
import { read } from './layouts/testing';
import type { PreparedLine } from './prepare';

const WORKS = [
  'Lighthouse Studies, Fall 2031',
  '',
  'For Oct. 3: Moss, Tide Tables, ch. 2',
  'For Oct. 5: Rourke',
  'For Oct. 10: Hale; more Hale',
  'For Oct. 12: Vane and Orr [notes on the notation]; Pell',
  'For Oct. 17: Kerr, Harbour Lights, ch. 4',
  'For Oct. 19: Rourke (sent by mail)',
];

const TOPICS = [
  'Lighthouse Studies, Fall 2031',
  '',
  'For Oct. 3: Symbolism',
  'For Oct. 5: Navigation',
  'For Oct. 10: Review',
];

const titles = (lines: string[]) => read(lines).s.weeks.flatMap((w) => w.readings.map((x) => x.title));

describe('readings named only by their author after a `For <date>:` label', () => {
  it('takes each bare name of a list of works as a reading, without its note', () => {
    const got = titles(WORKS);
    for (const name of ['Rourke', 'Hale', 'more Hale', 'Vane and Orr', 'Pell']) expect(got).toContain(name);
    expect(got.filter((t) => t === 'Rourke')).toHaveLength(2);
  });

  it('keeps bare names as topics where the `For <date>:` lines name no works', () => {
    expect(titles(TOPICS)).toEqual([]);
  });

  it('reads only tails made of names, a note quoting a title naming the work', () => {
    expect(bareNames('Hale; more Hale')).toEqual(['Hale', 'more Hale']);
    expect(bareNames('Rourke (ch. 2: “Salt”)')).toBeNull();
    expect(bareNames('Try to make sense of Hale')).toBeNull();
    expect(bareNames('Hale; we will also talk about Orr')).toBeNull();
  });

  it('needs three labels, two of them `author, title`', () => {
    const lines = WORKS.slice(0, 4).map((text, i) => ({ text, line: i + 1 }) as unknown as PreparedLine);
    expect(authorDatedWorks(lines).size).toBe(0);
  });
});
