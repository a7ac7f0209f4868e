import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: sessions numbered in parentheses', () => {
  const r = read([
    'Assignments are listed by number rather than date.',
    '  • (1) Ch. 2. JUDICIAL REVIEW',
    '            1. The Legitimacy of Judicial Review, pp. 24-37',
    '  • (2)    2. Congressional Control of Judicial Review, pp. 37-43',
    '        Ch. 3. THE JURISDICTION OF FEDERAL COURTS',
    '  • (3)    3. Cases and Controversies',
    '                A. In General, pp. 59-62',
    '  • (4)  [Principles of Judicial Interpretation',
    '                Calder v. Bull, pp. 505-6]',
  ]);

  it('makes one session (week) per number; numbered lines inside are readings; capitals are topics', () => {
    expect(r.region('(1) Ch. 2.')).toBe('class heading');
    expect(r.rows).toEqual([
      [1, 'The Legitimacy of Judicial Review', '24-37', null],
      [2, 'Congressional Control of Judicial Review', '37-43', null],
      [3, 'In General', '59-62', null],
    ]);
  });
});
