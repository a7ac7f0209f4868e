/**
 * Failure classes of the fresh11 round (layouts of unseen syllabi the structurer missed at first
 * sight), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { isActivityLabel } from './layouts/activity-label';
import { read } from './layouts/testing';

describe('label lines alone on a line: `Reading Due` / `In Class` / `Assignment Due`', () => {
  const lines = [
    'Week 1 (9 & 12 March)',
    'Assignment Due',
    'Response paper 1.',
    'Reading Due',
    '• Ortega & Marsh, “Chapter 2: Harbours and Trade”.',
    'Coastal Atlas, 110-118 (Salt Roads).',
    'In Class',
    '• Mapping the salt routes of the north coast.',
    '• Questions of trade and tolls in the harbour towns.',
    '',
    'Week 2 (16 & 19 March)',
    'Reading Due',
    '• Ortega & Marsh, “Chapter 3: Markets”.',
    'In-class activities',
    '• Market towns compared across the two regions.',
  ];

  it('reads the items under `In Class` as class activities, not readings', () => {
    const r = read(lines);
    expect(r.titles).toHaveLength(3);
    expect(r.titles.join(' | ')).not.toMatch(/Mapping|Questions of trade|Market towns/);
    expect(r.rows.map(([w]) => w)).toEqual([1, 1, 2]);
  });

  it('knows a class-activity label alone on its line', () => {
    expect(isActivityLabel('In Class')).toBe(true);
    expect(isActivityLabel('In-class activities:')).toBe(true);
    expect(isActivityLabel('Assignment Due')).toBe(true);
    expect(isActivityLabel('Discussion questions:')).toBe(true);
    expect(isActivityLabel('In class we read Hobbes, Leviathan ch. 13')).toBe(false);
    expect(isActivityLabel('Reading Due')).toBe(false);
  });
});
