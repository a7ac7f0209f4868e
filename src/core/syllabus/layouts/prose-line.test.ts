import { describe, expect, it } from 'vitest';
import { read } from './testing';

describe('layout: prose under a session', () => {
  const r = read([
    '## Jan. 13, 2026',
    'Ch. 3. THE JURISDICTION OF FEDERAL COURTS',
    'Reading: Tracy, Part III, chs. 8-11',
    'We will discuss this in class and you should come prepared.',
  ]);

  it('takes a labelled reading, makes a capitals heading the topic, and drops talk', () => {
    expect(r.region('Reading: Tracy')).toBe('line');
    expect(r.titles).toEqual(['Tracy, Part III, chs. 8-11']);
    expect(r.s.weeks[0]?.topic).toContain('THE JURISDICTION OF FEDERAL COURTS');
  });
});
