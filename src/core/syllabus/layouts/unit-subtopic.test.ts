import { describe, expect, it } from 'vitest';
import { read } from './testing';
import { isUnitSubtopic } from './unit-subtopic';

describe('numbered sub-topics under unit headings (unit-subtopic.ts)', () => {
  it('is a sub-topic under a unit, unless it carries pages or a reading label', () => {
    expect(isUnitSubtopic('Tides and Harbours', true)).toBe(true);
    expect(isUnitSubtopic('Tides and Harbours', false)).toBe(false);
    expect(isUnitSubtopic('Tides and Harbours, pp. 12-30', true)).toBe(false);
    expect(isUnitSubtopic('Tides. Reading: Lund, Tide Tables', true)).toBe(false);
  });

  it('keeps each unit’s readings in the unit’s week when its sub-topics are numbered from 1', () => {
    const r = read([
      '### Module 1: Coasts',
      '',
      '1. Tides and Harbours',
      '2. Salt Marshes',
      '3. Dunes',
      '',
      '#### Suggested readings:',
      '- A Lund, The Tide Tables of the North (1990).',
      '',
      '### Module 2: Rivers',
      '',
      '1. Deltas',
      '2. Floods',
      '',
      '#### Suggested readings:',
      '- B Ferro, Roads of Salt and Stone (2001).',
    ]);
    expect(r.rows.map((x) => x[0])).toEqual([1, 2]);
  });
});
