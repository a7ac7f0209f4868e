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
});
