/**
 * Failure classes of round 35, continued: a week heading's days written day first before the month
 * (`WEEK 3: 20-24 April 2031`) are the week's dates, not pages. Small made-up examples (no text of a corpus
 * document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { pagesAreNoPages } from './no-reading-drop';

describe('a range of days before a month’s name', () => {
  it('is no page range', () => {
    expect(pagesAreNoPages('WEEK 3: 20-24 April 2031 We met the harbour master', '20-24')).toBe(true);
    expect(pagesAreNoPages('Week 2: 6-10 Sept. 2031', '6-10')).toBe(true);
  });

  it('stays pages when a page word calls it so, when the numbers are no days, or before a lower-case word', () => {
    expect(pagesAreNoPages('Read pp. 20-24 April reading notes', '20-24')).toBe(false);
    expect(pagesAreNoPages('Harbour reader 120-134 April', '120-134')).toBe(false);
    expect(pagesAreNoPages('Harbour reader 20-24 may be skimmed', '20-24')).toBe(false);
  });

  it('gives a week heading’s sentences no reading by its days', () => {
    const r = read([
      'WEEK 3: 20-24 April 2031 We read the pilots’ report early this term. For this week, please read the Harbour Review: a response to the shipping crisis.',
      'WEEK 2: 13-17 April 2031 On Tuesday we will finish the salvage cases.',
    ]);
    expect(r.titles).toHaveLength(1);
    expect(r.titles[0]).toContain('Harbour Review');
  });
});
