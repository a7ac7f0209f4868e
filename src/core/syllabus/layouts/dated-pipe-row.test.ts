import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: dated pipe row without a named header', () => {
  const r = read([
    'Fall 2022',
    '| 3 | M 9/12 | Negligence | CB 145-160 |',
    '| 4 | W 9/14 | Causation | CB 161-170 |',
  ]);

  it('reads the class number, weekday and date from the leading cells', () => {
    expect(r.region('3 | M 9/12')).toBe('table row');
    expect(r.rows).toEqual([
      [1, 'Negligence', '145-160', '2022-09-12'],
      [1, 'Causation', '161-170', '2022-09-14'],
    ]);
  });
});
