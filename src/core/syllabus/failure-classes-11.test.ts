/**
 * Failure classes of the second layouts round after fresh8 (known misses of fresh4-fresh8 and the
 * --explain trace), each on a small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './parse';
import { newTrace } from './trace';

describe('--explain tells the truth about readings a later pass removed', () => {
  const block = (n: number, reading: string) => [
    `Session ${n}`,
    'Topics:',
    '* Review the brief for Hawkins v. McGee (N.H. 1929)',
    'Reading Due:',
    `* ${reading}`,
    '',
  ];
  const text = [
    ...block(1, 'Smith 1-20 (Structure)'),
    ...block(2, 'Smith 21-40 (Review)'),
    ...block(3, 'Smith 41-60 (States)'),
  ].join('\n');

  it('marks a topic above a reading label as removed, not taken', () => {
    const trace = newTrace();
    const s = structureSyllabusText(text, { trace });
    const titles = s.weeks.flatMap((w) => w.readings.map((r) => r.title));
    const taken = trace.spans.filter((sp) => sp.take).map((sp) => sp.text);
    expect(titles.some((t) => t.includes('Hawkins'))).toBe(false);
    expect(taken.some((t) => t.includes('Hawkins'))).toBe(false);
    const hawkins = trace.spans.filter((sp) => sp.text.includes('Hawkins'));
    expect(hawkins.length).toBe(3);
    expect(hawkins.every((sp) => sp.removedBy === 'above a reading label')).toBe(true);
    expect(taken.length).toBe(3);
  });
});
