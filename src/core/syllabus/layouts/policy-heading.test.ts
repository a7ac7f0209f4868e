import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: policy heading', () => {
  const r = read([
    '## Sept. 3, 2024',
    '- Smith, Property, pp. 1-20',
    '## Grading',
    '- Jones, Exam Strategy, pp. 5-9',
  ]);

  it('ends the schedule: nothing under a policy heading is a session', () => {
    expect(r.region('Grading')).toBe('policy heading');
    expect(r.titles).toEqual(['Smith, Property']);
  });
});
