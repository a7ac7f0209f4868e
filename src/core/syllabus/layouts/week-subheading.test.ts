import { describe, expect, it } from 'vitest';
import { read } from './testing';
import { markdownDepth } from './week-subheading';

describe('layout: week subheading', () => {
  const page = [
    '## Week 1: Rivers and Towns',
    '### Description',
    '### Readings',
    '- Marsh, Ada, Bridges of the Lower Valley',
    '### Other Resources',
    '- A Ferry Closes for the Winter',
    '## Week 2: Mills',
    '### Description',
    '### Readings',
    '- Crane, Otto, Water Wheels and Their Owners',
  ];
  const r = read(page);

  it('keeps a policy word one level under a week heading inside the week', () => {
    expect(r.titles).toEqual([
      'Marsh, Ada, Bridges of the Lower Valley',
      'Crane, Otto, Water Wheels and Their Owners',
    ]);
  });

  it('still ends the schedule at a policy heading of the week heading level', () => {
    const p = read([
      '## Week 1: Rivers',
      '- Marsh, Ada, Bridges of the Lower Valley',
      '## Description',
      '- Crane, Otto, Mills',
    ]);
    expect(p.region('Description')).toBe('policy heading');
    expect(p.titles).toEqual(['Marsh, Ada, Bridges of the Lower Valley']);
  });

  it('reads the markdown level of a heading line', () => {
    expect(markdownDepth('### Readings')).toBe(3);
    expect(markdownDepth('Readings')).toBeUndefined();
  });
});
