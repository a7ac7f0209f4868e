import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: course blog posts', () => {
  const r = read([
    'Tuesday, August 19, 2025',
    'For Monday, August 25',
    'Move on. Read FRE 404(a) and the ACN, along with Capra pp. 69-71.',
    'Monday, August 18, 2025',
    'For August 19',
    'We move to Relevance, with special attention to FRE 401-403.',
    'Wednesday, July 16, 2025',
    'Welcome to Evidence. Please read the Syllabus before the first class.',
  ]);

  it('does not make a class of a posting date; its year dates the "For" line below it', () => {
    expect(r.region('Tuesday, August 19')).toBe('outside schedule');
    expect(r.rows).toEqual([
      [1, 'Relevance, with special attention to FRE 401-403', null, '2025-08-19'],
      [2, 'FRE 404(a) and the ACN', null, '2025-08-25'],
      [2, 'Capra', '69-71', '2025-08-25'],
    ]);
    expect(r.s.semesterStart).toBe('2025-08-19');
  });
});
