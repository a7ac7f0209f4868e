import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('topic dash date: `Topic -- Feb. 7` opens a dated class', () => {
  const doc = [
    'Introduction to Political Thought',
    'Spring 2026',
    'Final exam: hand it in by May 12 in the department office.',
    '',
    'Why read the classics? -- Feb. 3',
    'Strauss, chapter 1',
    '',
    'Civic virtue – Feb. 10',
    'Aristotle, Politics, pp. 100-120',
    '',
    'Term paper due -- Feb. 17',
  ];

  it('dates each reading by the heading above it, not by a date in the preamble', () => {
    const r = read(doc);
    expect(r.region('Why read the classics?')).toBe('dated heading');
    expect(r.rows.map((row) => [row[1], row[3]])).toEqual([
      ['Strauss, chapter 1', '2026-02-03'],
      ['Aristotle, Politics', '2026-02-10'],
    ]);
  });

  it('opens no class for a deadline line, nor for a sentence that ends in a date', () => {
    const r = read(doc);
    expect(r.region('Term paper due')).not.toBe('dated heading');
    const s = read([
      'We will meet in the seminar room on the second floor of the old library building -- Feb. 3',
    ]);
    expect(s.region('We will meet')).not.toBe('dated heading');
  });
});
