import { describe, expect, it } from 'vitest';
import { joinDetachedLabels } from './detached-labels';
import { read } from './testing';

const joined = (lines: string[]) => joinDetachedLabels(lines.map((raw) => ({ raw }))).map((l) => l.raw);

describe('prepare: outline labels extracted as a column apart from their text', () => {
  const doc = [
    'Reading List',
    'I.',
    'Foundations',
    'A.',
    'B.',
    'II.',
    'Contract Formation',
    'A.',
    'B.',
    'C.',
    'Lucy v. Zehmer and notes (pp. 10-25)',
    'Offer and acceptance materials (pp. 26-40)',
    'Mailbox rule cases (pp. 41-50)',
  ];

  it('joins each roman label to the heading after it and drops the letter labels', () => {
    expect(joined(doc).filter(Boolean)).toEqual([
      'Reading List',
      'I. Foundations',
      'II. Contract Formation',
      'Lucy v. Zehmer and notes (pp. 10-25)',
      'Offer and acceptance materials (pp. 26-40)',
      'Mailbox rule cases (pp. 41-50)',
    ]);
  });

  it('leaves an ordinary outline alone', () => {
    const lines = ['I.', 'Introduction', 'A.', 'Text (pp. 1-5)'];
    expect(joined(lines)).toEqual(lines);
  });

  it('finds the items as readings once the parts are headings again', () => {
    const more = [
      ...doc,
      'III.',
      'Remedies',
      'A.',
      'B.',
      'Hawkins v. McGee (pp. 51-60)',
      'Expectation damages (pp. 61-70)',
    ];
    expect(read(more).titles).toHaveLength(5);
  });
});
