/** The self-assessment of a finished answer: an IRAC checklist whose share of ticks is the score (0-1). */
import type { IracAssessment } from '../model';

export const IRAC_ITEMS: ReadonlyArray<{ key: keyof IracAssessment; label: string }> = [
  { key: 'issue', label: 'Issue spotted' },
  { key: 'rule', label: 'Rule stated' },
  { key: 'application', label: 'Applied to the facts' },
  { key: 'conclusion', label: 'Conclusion reached' },
];

export const emptyAssessment = (): IracAssessment => ({
  issue: false,
  rule: false,
  application: false,
  conclusion: false,
});

/** The share of the checklist ticked: 0, 0.25, 0.5, 0.75 or 1. */
export function iracScore(a: IracAssessment): number {
  return IRAC_ITEMS.filter((item) => a[item.key]).length / IRAC_ITEMS.length;
}

/** "75%" (a score 0-1 as a rounded percent). */
export const formatScore = (score: number): string => `${Math.round(score * 100)}%`;
