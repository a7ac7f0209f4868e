/**
 * Failure classes of round 40 (fresh58 l586, a law assignment page): week headings opened by a lead phrase
 * (`For Week 1: Friday, January 14, 2031`, `Assignment for Week 1:`) over labelled lines (`Read:`, `Do:`).
 * - The lead phrase is dropped so the line is the week's heading; a second label for the week already open
 *   continues it (week-lead.ts).
 * - A `Do:` label heads the class's tasks (problems), not readings (non-reading-label.ts).
 * Small made-up examples (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { weekLeadReader } from './week-lead';

const PAGE = [
  'Harbour Law Assignments',
  'Spring, 2031',
  'For Week 1: Monday, January 13, 2031',
  'Assignment for Week 1:',
  'Tide text: Read pages 1-30.',
  'For Week 2: January 20, 2031',
  'Read: Tide text pages 31-60.',
  'Do: Problems on pages 45; 52 (part (a) only).',
  'For Week 3: Read: Tide text pages 61-90.',
];

describe('week headings opened by a lead phrase', () => {
  it('drops the phrase, and the label of the week already open', () => {
    const lead = weekLeadReader();
    expect(PAGE.map(lead).slice(2, 6)).toEqual([
      'Week 1: Monday, January 13, 2031',
      '',
      'Tide text: Read pages 1-30.',
      'Week 2: January 20, 2031',
    ]);
  });
  it('leaves a sentence that only mentions a week', () => {
    expect(weekLeadReader()('Readings for week 3 are on the site')).toBe(
      'Readings for week 3 are on the site',
    );
  });
  it('reads one week per heading, the problems of `Do:` not as readings', () => {
    const r = read(PAGE);
    expect(r.rows.map(([w, , p]) => [w, p])).toEqual([
      [1, '1-30'],
      [2, '31-60'],
      [3, '61-90'],
    ]);
  });
});
