/**
 * stacked-labels.ts: a reading whose title holds two labels in a row (a table's column labels glued to its
 * first row) keeps its confidence out of the top band; a title with one label keeps its confidence.
 */
import { describe, expect, it } from 'vitest';
import { applyConfidenceSignals } from './confidence-signals';
import type { ReadingDraft } from './readings';
import { STACKED_LABELS_CAP, titleHasStackedLabels } from './stacked-labels';

const draft = (title: string): ReadingDraft => ({
  title,
  citation: null,
  pages: '12-30',
  confidence: 95,
  page: 1,
  line: 4,
  score: 3,
  features: ['pages', 'labelled'],
});

describe('a title holding two labels in a row', () => {
  it('is seen, and one label or a subtitle is not', () => {
    expect(titleHasStackedLabels('Notes: Text: Unit 2 Ch 3 12-30')).toBe(true);
    expect(titleHasStackedLabels('Monday: Seminar: Groups')).toBe(true);
    expect(titleHasStackedLabels('Text: Unit 2 Ch 3')).toBe(false);
    expect(titleHasStackedLabels('Torts: Cases and Materials: Third Edition')).toBe(false);
  });

  it('keeps the reading out of the top band, and says why in the trace', () => {
    const d = draft('Notes: Text: Unit 2 Ch 3, pp. 12-30');
    const signals: { signals: string[] }[] = [];
    applyConfidenceSignals([d], [{ page: 1, line: 4, text: 'Notes: Text: Unit 2 Ch 3, pp. 12-30' }], {
      signals,
    } as never);
    expect(d.confidence).toBeLessThanOrEqual(STACKED_LABELS_CAP);
    expect(signals.some((g) => g.signals.includes('stackedLabels'))).toBe(true);
  });
});
