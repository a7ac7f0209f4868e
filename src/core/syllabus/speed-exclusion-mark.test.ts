/**
 * `hasExclusionMark` (classify.ts) tells what `classifySpan(…).features.includes('exclusion')` tells, in
 * every context, without the span's other features (activity-tail.ts and task-tails.ts test it first).
 */
import { describe, expect, it } from 'vitest';
import { classifySpan, hasExclusionMark, type SpanContext } from './classify';

const TEXTS = [
  'Student presentations',
  'in-class exercise',
  'Quiz 2',
  'HW 3 due',
  'Midterm exam covers chapters 4-6',
  'Problem set 1',
  '  Homework 2  ',
  'Smith, Contracts, pp. 1-20',
  'Ch. 2',
  'Due Process and Judicial Scrutiny: pp. 748-59',
  'Exercise 3: The Parol Evidence Rule, pp. 40-45',
  'Part 2 (not assigned)',
  'Read your own draft',
  'Hawkins v. McGee',
  'Discussion',
  '',
];
const CONTEXTS: SpanContext[] = ['line', 'label', 'bullet', 'inline'];

describe('hasExclusionMark', () => {
  it('agrees with the features of classifySpan on every text and context', () => {
    for (const text of TEXTS)
      for (const context of CONTEXTS)
        for (const bulletPrior of [0, 0.8])
          expect(hasExclusionMark(text), `${context}: ${text}`).toBe(
            classifySpan({ text, context, bulletPrior }).features.includes('exclusion'),
          );
  });

  it('marks tasks and exams, not readings', () => {
    expect(hasExclusionMark('Quiz 2')).toBe(true);
    expect(hasExclusionMark('Student presentations')).toBe(true);
    expect(hasExclusionMark('Smith, Contracts, pp. 1-20')).toBe(false);
  });
});
