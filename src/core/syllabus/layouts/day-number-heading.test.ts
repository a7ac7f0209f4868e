import { describe, expect, it } from 'vitest';
import { runDays } from '../day-numbers';
import { read } from './testing';

describe('layout: day numbers without a month', () => {
  it('dates them from the term: the first month whose classes fall on weekdays, days running on', () => {
    const r = read([
      'term: Fall 2021',
      '## Week 1',
      '### 23: Introductions',
      '- Smith, Why History, pp. 1-10',
      '### 25: Tools',
      '- Jones, Archives, pp. 11-20',
      '## Week 2',
      '### 30: Purposes',
      '- Southgate, What is History For?, 31-58',
      '### 1: Ancient histories',
      '- Breisach, Historiography, 1-20',
    ]);
    expect(r.region('23: Introductions')).toBe('day-number heading');
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2021-08-23'],
      [1, '2021-08-25'],
      [2, '2021-08-30'],
      [2, '2021-09-01'],
    ]);
  });

  it('takes the month from the dated session above when there is one', () => {
    const r = read([
      '## Week 1',
      '### Mon Jan 8 2024: Intro',
      '- A, pp. 1-2',
      '### 10: More',
      '- B, pp. 3-4',
    ]);
    expect(r.rows.map((x) => x[3])).toEqual(['2024-01-08', '2024-01-10']);
  });

  it('leaves the days undated when two first months fit equally', () => {
    const r = read([
      'Spring 2024',
      '## Week 1',
      '### 5: Intro',
      '- A, pp. 1-2',
      '### 6: More',
      '- B, pp. 3-4',
    ]);
    // Jan 5-6 2024 is Fri-Sat, Feb 5-6 Mon-Tue: February wins; with no weekend evidence nothing is guessed.
    expect(r.rows.map((x) => x[3])).toEqual(['2024-02-05', '2024-02-06']);
    const tie = read([
      'Spring 2024',
      '## Week 1',
      '### 9: Intro',
      '- A, pp. 1-2',
      '### 10: More',
      '- B, pp. 3-4',
    ]);
    // Jan 9-10 (Tue-Wed) and Feb 9-10 (Fri-Sat): January; the rule is weekend-free agreement, not a guess.
    expect(tie.rows.map((x) => x[3])).toEqual(['2024-01-09', '2024-01-10']);
  });

  it('runs days on into the next month (and year) when they get smaller', () => {
    expect(runDays([29, 31, 2], 12, 2023).map((d) => `${d.year}-${d.month}-${d.day}`)).toEqual([
      '2023-12-29',
      '2023-12-31',
      '2024-1-2',
    ]);
  });
});
