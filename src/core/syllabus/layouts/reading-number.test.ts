import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('numbered reading headings (reading-number.ts)', () => {
  it('reads `Reading # N Topic` as a numbered class whose words are its topic', () => {
    const r = read([
      'Reading # 1 Formation',
      'pp. 1-10 (offer)',
      'Reading # 2 Remedies',
      'pp. 11-20 (damages)',
    ]);
    expect(r.region('Reading # 2')).toBe('class heading');
    expect(r.rows.map((x) => x[0])).toEqual([1, 2]);
    expect(r.s.weeks.find((w) => w.weekNumber === 2)?.topic).toContain('Remedies');
  });

  it('leaves a numbered reading that names its pages to be read as a reading', () => {
    const r = read(['Week 1', 'Reading #1: Lee 5-9', 'Reading #2: Ray 10-19']);
    expect(r.region('Reading #1')).not.toBe('class heading');
    expect(r.rows.length).toBe(2);
  });
});
