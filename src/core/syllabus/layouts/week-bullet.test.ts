import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('week bullets: a list whose items open with "Week N:"', () => {
  const doc = [
    '### Readings',
    '',
    '* Week 1: [T] Ch.1; Ch.2.1--4',
    '* Week 2: [T] Ch.3.1--6',
    '* Week 3: [S] Ch.2, 4',
    '',
    '### Slides',
    '',
    '* [slides1](https://example.org/s1.pdf)',
    '* [slides2](https://example.org/s2.pdf)',
  ];

  it('reads each bullet as its week and stops at the heading after the list', () => {
    const r = read(doc);
    expect(r.rows.map(([w, t]) => [w, t])).toEqual([
      [1, 'Ch.1; Ch.2.1–4'],
      [2, 'Ch.3.1–6'],
      [3, 'Ch.2, 4'],
    ]);
  });

  it('leaves "Week N" bullets alone under week headings of their own', () => {
    const r = read([
      '## Week 1',
      '- Week 1: reading response due',
      '- Smith, Cities, pp. 1-20',
      '- Week 2: peer review due',
      '- Week 3: quiz',
      '## Week 2',
      '- Jones, Towns, pp. 5-9',
    ]);
    expect(r.rows.map(([w, t]) => [w, t])).toEqual([
      [1, 'Smith, Cities'],
      [2, 'Jones, Towns'],
    ]);
  });
});
