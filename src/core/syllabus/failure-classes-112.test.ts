/**
 * Reading failure classes of round 39's pass over the `fresh56` folder (real syllabus PDFs), each on a
 * small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { structureSyllabusText } from './parse';

const titles = (text: string) =>
  structureSyllabusText(text).weeks.flatMap((w) => w.readings.map((r) => r.title));

describe('a "See also:" label over a week’s follow-up works', () => {
  const text = [
    'Week 1: Origins',
    '– Ch. 2 from Moreno and Lind.',
    '– Halvorsen, Petra. “Why the Census Counts Twice.” The Daily Ledger, 4 May 2019.',
    'See Also:',
    '– Quentin R. Abernathy. Counting People. Larchmont Press, 2012.',
    '– Irma Boyle. Registers and their critics. Journal of Civic Data, 12(2):101–119, 2015.',
    'Week 2: Samples',
    '– Ch. 3 from Moreno and Lind.',
  ].join('\n');

  it('reads the works under the label as no readings, and the next week’s again', () => {
    const t = titles(text);
    expect(t.some((x) => /Counting People|Abernathy/.test(x))).toBe(false);
    expect(t.some((x) => /Registers|Boyle|Civic Data/.test(x))).toBe(false);
    expect(t.some((x) => /Ch\. 3/.test(x))).toBe(true);
  });

  it('keeps a "See also" reference written on one line', () => {
    const t = titles(['Week 1: Origins', 'Read Ch. 2; see also Ch. 4, pp. 40-52.'].join('\n'));
    expect(t.length).toBeGreaterThan(0);
  });
});

describe('a further-reading label with two qualifiers', () => {
  it('reads the paragraph under "Optional Background Readings" as no readings', () => {
    const text = [
      'Mon Sep 8 | Cash flow | Ortega Ch. 3',
      'Wed Sep 10 | Budgets | Ortega Ch. 5',
      'Optional Background Readings',
      'Ortega Chs. 11–12 (the statements); Farrow and Lutz (2014), The Listing Puzzle, JFE; Ortega Ch. 20 (exits).',
    ].join('\n');
    const t = titles(text);
    expect(t.some((x) => /Listing Puzzle|Farrow/.test(x))).toBe(false);
    expect(t.some((x) => /Ch\. 20/.test(x))).toBe(false);
  });
});

describe('a further-reading label kept as a lone table cell under a PDF table', () => {
  it('reads the row under it as no readings', () => {
    const text = [
      '| Date | Topic | Prepare before class |',
      '| Mon Sep 8 | Cash flow | Ortega Ch. 3 |',
      '| Wed Sep 10 | Budgets | Ortega Ch. 5 |',
      '| Optional Background Readings |  |  |',
      '| Ortega Chs. 11–12 (the statements); Farrow and Lutz (2014), The Listing Puzzle, JFE |  |  |',
    ].join('\n');
    const t = titles(text);
    expect(t.some((x) => /Listing Puzzle|Farrow|Chs\. 11/.test(x))).toBe(false);
    expect(t.some((x) => /Ch\. 5/.test(x))).toBe(true);
  });
});
