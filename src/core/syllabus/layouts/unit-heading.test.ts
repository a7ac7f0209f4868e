import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('unit headings as the only structure of a reading list', () => {
  it('reads unit n as week n, its title as the topic', () => {
    const r = read([
      '## Unit 1: Foundations',
      '',
      '- *Smith v Jones*, [1990] 1 SCR 10',
      '',
      '## Unit 2: Possession',
      '',
      '- *Brown v Green* (1875), 3 NSR 44',
      '- John Doe, *On Property*, Chapter II',
      '',
      '## Unit 3: Nuisance',
    ]);
    expect(r.rows.map(([w, t]) => [w, t])).toEqual([
      [1, 'Smith v Jones, 1 SCR 10'],
      [2, 'Brown v Green (1875), 3 NSR 44'],
      [2, 'John Doe, On Property, Chapter II'],
    ]);
    expect(r.s.weeks.map((w) => w.topic)).toEqual(['Foundations', 'Possession', 'Nuisance']);
  });

  it('leaves units as topics over dated classes', () => {
    const r = read([
      '## Unit 1: Foundations',
      '- Sep 2: *Smith v Jones*, [1990] 1 SCR 10',
      '- Sep 9: *Brown v Green* (1875), 3 NSR 44',
      '## Unit 2: Possession',
      '- Sep 16: *White v Black* (1901), 2 OWN 5',
    ]);
    expect(r.rows.map(([w]) => w)).toEqual([1, 2, 3]);
  });

  it('reads plain `Part n: Title` lines of a PDF reading list as units', () => {
    const r = read([
      'Reading list',
      'Part 1: Beginnings',
      'Readings',
      '• Roe, A. 1990. ‘A First Essay.’ Review of Things 3(2):10-20.',
      'Part 2: Methods',
      'Readings:',
      '• Doe, B. 2001. ‘Counting Well.’ Journal of Sums 12(1):5-9.',
    ]);
    expect(r.s.weeks.map((w) => [w.weekNumber, w.topic])).toEqual([
      [1, 'Beginnings'],
      [2, 'Methods'],
    ]);
    expect(r.rows.map(([w]) => w)).toEqual([1, 2]);
  });

  it('leaves a `Part` heading that carries its dates to the span headings', () => {
    const r = read([
      'History 300, Spring 2017',
      'Part 1 -- Beginnings -- 1/18 - 1/27',
      '- Required Reading: Roe, First Essay, pp. 1-20',
      'Part 2 -- Methods -- 1/30 - 2/10',
      '- Required Reading: Doe, Counting Well, pp. 5-9',
    ]);
    expect(r.rows.map(([w, , , d]) => [w, d])).toEqual([
      [1, '2017-01-18'],
      [3, '2017-01-30'],
    ]);
  });
});
