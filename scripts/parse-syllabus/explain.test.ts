/** `--explain` prints a reading a later pass removed as removed, with the pass, not as TAKEN. */
import { describe, expect, it } from 'vitest';
import { newTrace, structureSyllabusText } from '../../src/core/syllabus';
import { explainTrace } from './explain';

describe('explainTrace', () => {
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

  it('prints the removal in the explain output and counts only what the structure holds', () => {
    const trace = newTrace();
    structureSyllabusText(text, { trace });
    const out = explainTrace(trace);
    expect(out).toMatch(/removed .*\[removed: above a reading label\] {2}«Review the brief for Hawkins/);
    expect(out).toContain('3 taken as readings');
  });
});
