/** `--explain` prints a reading a later pass removed as removed, with the pass, not as TAKEN. */
import { describe, expect, it } from 'vitest';
import { newTrace, structureSyllabusText } from '../../src/core/syllabus';
import { topicAboveReadingLabel } from '../../src/core/syllabus/layouts/testing';
import { explainTrace } from './explain';

describe('explainTrace', () => {
  const text = topicAboveReadingLabel();

  it('prints the removal in the explain output and counts only what the structure holds', () => {
    const trace = newTrace();
    structureSyllabusText(text, { trace });
    const out = explainTrace(trace);
    expect(out).toMatch(/removed .*\[removed: above a reading label\] {2}«Review the brief for Hawkins/);
    expect(out).toContain('3 taken as readings');
  });
});
