/**
 * Reading failure classes of the lowest documents at main 8ee5066 (the "low" round), each on a small
 * made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('a Date / Theme / Assignment table flattened with single spaces, weekday before the date', () => {
  const table = [
    'Date Theme Assignment',
    '',
    'Mon. Oct. 5 Why read the ancients? Course overview',
    '',
    'Wed. Oct. 7 The trial of a teacher Xenophon’s Defence',
    '',
    'Fri. Oct. 9 Founding a city Cicero On Duties',
    '',
    'Founders Days No Class',
    '',
    'Wed. Oct. 14 The good life Seneca, Letter 5',
    '',
    'Fri. Oct. 16 Duties to others Boethius Consolation Bk. 2',
  ];

  it('reads each dated row as a class whose assignment cell is its reading, signal or not', () => {
    const r = read(table);
    expect(r.region('Wed. Oct 7')).toBe('table row');
    const titles = r.titles.join(' / ');
    expect(titles).toContain('Xenophon’s Defence');
    expect(titles).toContain('Cicero On Duties');
    expect(titles).toContain('Seneca, Letter 5');
  });

  it('keeps going past a no-class line between dated rows, in the right weeks', () => {
    const r = read(table);
    expect(r.region('Fri. Oct 16')).toBe('table row');
    const weekOf = (title: string) => r.rows.find((x) => String(x[1]).includes(title))?.[0];
    expect(weekOf('Cicero On Duties')).toBe(1);
    expect(weekOf('Seneca, Letter 5')).toBe(2);
    expect(weekOf('Boethius')).toBe(2);
  });

  it('keeps a number after an abbreviation point with its word (`Bk. 2` is no reference run)', () => {
    const r = read(table);
    expect(r.titles.some((t) => t.endsWith('Boethius Consolation Bk. 2'))).toBe(true);
  });
});
