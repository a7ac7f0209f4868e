import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: an assignment paragraph whose lead-in names the class before the date', () => {
  it('dates each paragraph by the date after its class number', () => {
    const r = read([
      'Trusts and Estates, Fall Term 2019',
      'Assignment for Class #1, Tuesday, September 3: Read pages 1-24 of the casebook.',
      'Assignment for Class #2, Thursday, September 5. Pages 25-40. We will discuss the notes after the case.',
      'Assignment for Class #3, Tuesday, September 10. Smith v. Jones (pages 41-52).',
    ]);
    expect(r.region('Assignment for Class #2')).toBe('dated heading');
    expect(r.rows.map((x) => [x[0], x[2], x[3]])).toEqual([
      [1, '1-24', '2019-09-03'],
      [1, '25-40', '2019-09-05'],
      [2, '41-52', '2019-09-10'],
    ]);
  });
});

describe('layout: an assignment lead-in naming two days of one class', () => {
  it('dates the assignment by its first day and keeps the second day out of the reading', () => {
    const r = read([
      'Spring Term 2020',
      'Assignments for Classes #1 and 2, Tuesday, January 14 and Thursday, January 16: Read pages 1-30 of the casebook.',
      'Assignment for Class #3, Tuesday, January 21. We will discuss Smith v. Jones (pages 31-40).',
    ]);
    expect(r.rows).toEqual([
      [1, 'the casebook', '1-30', '2020-01-14'],
      [2, 'Smith v. Jones', '31-40', '2020-01-21'],
    ]);
  });
});
