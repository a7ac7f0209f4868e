import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: class marker at line end', () => {
  const r = read([
    'A. Actus Reus      [#2 – THURSDAY, JANUARY 22, 2026]',
    'KSSB10  221-228  Martin v. State',
    '[KSSB9  205-212]',
  ]);

  it('starts a dated class at the marker; the bracketed other edition is not a reading', () => {
    expect(r.region('A. Actus Reus')).toBe('dated class marker');
    expect(r.rows).toEqual([[1, 'KSSB10 Martin v. State', '221-228', '2026-01-22']]);
  });
});
