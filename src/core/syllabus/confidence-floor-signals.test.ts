/**
 * Which document-level signals keep a taken reading under the floor (taken-reading-floor.ts,
 * named-again.ts): a signal on where the title begins or ends (`titleFragment`, `crossesCell`) does not,
 * nor the weak share of a context kind (`weakContext`) for a work the document names on three or more
 * readings; every other signal still does.
 */
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_HIGHLIGHT } from '../schedule/confidence';
import { applyConfidenceSignals } from './confidence-signals';
import { titlesNamedAgain } from './named-again';
import { structureSyllabusText } from './parse';
import type { ReadingDraft } from './readings';
import { signalsAgainstTheReading, TAKEN_READING_FLOOR } from './taken-reading-floor';
import { newTrace } from './trace';

const draft = (
  title: string,
  line: number,
  features: ReadingDraft['features'],
  confidence = 57,
): ReadingDraft => ({
  title,
  citation: null,
  pages: null,
  confidence,
  page: 1,
  line,
  score: 0.3,
  features,
});

describe('an inline quoted title after a week heading whose row runs over cells', () => {
  const trace = newTrace();
  const text = [
    'Philosophy 101, Fall 2020',
    '(Week 4) | Self Reference | "Mathematical Logic as Based on the Theory of Types" (Russell)',
    '(Week 5) | Sets | "The iterative conception of set" (Boolos)',
    '(Week 6) | Generality | "Speaking of Everything" (Cartwright)',
  ].join('\n');
  const rs = structureSyllabusText(text, { trace }).weeks.flatMap((w) => w.readings);

  it('is raised to the floor: its title crosses a cell, which says nothing against a reading', () => {
    expect(rs).toHaveLength(3);
    for (const r of rs) {
      expect(r.confidence).toBe(TAKEN_READING_FLOOR);
      expect(r.confidence).toBeLessThan(CONFIDENCE_HIGHLIGHT);
    }
    expect(trace.signals?.filter((g) => g.signals.includes('takenReadingFloor'))).toHaveLength(3);
  });
});

describe('signalsAgainstTheReading', () => {
  it('does not count the title-extent signals', () => {
    expect(signalsAgainstTheReading(['crossesCell'], false)).toBe(0);
    expect(signalsAgainstTheReading(['titleFragment', 'crossesCell'], false)).toBe(0);
    expect(signalsAgainstTheReading(['titleFragment', 'sentenceTitle'], false)).toBe(1);
  });

  it('does not count the weak context of a work named again, and counts it otherwise', () => {
    expect(signalsAgainstTheReading(['weakContext'], true)).toBe(0);
    expect(signalsAgainstTheReading(['weakContext'], false)).toBe(1);
    expect(signalsAgainstTheReading(['weakContext', 'clockTime'], true)).toBe(1);
  });
});

describe('a work the document names on three or more readings', () => {
  // A bullet list whose items mostly name no specific work (weakContext), one book named in three sessions.
  const drafts = () => [
    draft('Eloquent JavaScript', 3, ['authorTitle', 'bullet']),
    draft('Values, types and operators', 4, ['authorTitle', 'bullet']),
    draft('Eloquent JavaScript', 7, ['authorTitle', 'bullet']),
    draft('Scope, closures and recursion', 8, ['authorTitle', 'bullet']),
    draft('Eloquent JavaScript', 11, ['authorTitle', 'bullet']),
    draft('Prototypes, classes and getters', 12, ['authorTitle', 'bullet']),
  ];

  it('is found on different lines, once per title of two words or more', () => {
    const ds = drafts();
    expect([...titlesNamedAgain(ds)].map((d) => d.line)).toEqual([3, 7, 11]);
    expect(titlesNamedAgain(ds.slice(0, 4)).size).toBe(0);
    const oneWord = [draft('Read', 1, []), draft('Read', 2, []), draft('Read', 3, [])];
    expect(titlesNamedAgain(oneWord).size).toBe(0);
  });

  it('is raised to the floor in spite of its weak context; the other bullets are not', () => {
    const ds = drafts();
    applyConfidenceSignals(ds, []);
    expect(ds.map((d) => d.confidence)).toEqual([60, 57, 60, 57, 60, 57]);
  });
});
