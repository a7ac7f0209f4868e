/** Confidence bands of parsed items (SPEC §5, §9): >= 80 high, 60-79 medium, < 60 low; rows < 70 highlighted. */

export const CONFIDENCE_HIGH = 80;
export const CONFIDENCE_MEDIUM = 60;
export const CONFIDENCE_HIGHLIGHT = 70;

export type ConfidenceBand = 'high' | 'medium' | 'low';

export const BAND_COLOR: Record<ConfidenceBand, 'green' | 'yellow' | 'red'> = {
  high: 'green',
  medium: 'yellow',
  low: 'red',
};

export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= CONFIDENCE_HIGH) return 'high';
  if (confidence >= CONFIDENCE_MEDIUM) return 'medium';
  return 'low';
}

/** Rows below 70 are highlighted yellow on the review screen. */
export const isHighlighted = (confidence: number): boolean => confidence < CONFIDENCE_HIGHLIGHT;

/** The overall confidence: the rounded mean over every reading (100 when there are none to doubt). */
export function overallConfidence(confidences: readonly number[]): number {
  if (confidences.length === 0) return 0;
  return Math.round(confidences.reduce((a, b) => a + b, 0) / confidences.length);
}

/** 'p. N, line M' (or the part that is known; empty when neither is). */
export function sourceLabel(page?: number | null, line?: number | null): string {
  if (page && line) return `p. ${page}, line ${line}`;
  if (page) return `p. ${page}`;
  if (line) return `line ${line}`;
  return '';
}
