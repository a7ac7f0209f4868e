/**
 * Failure class of round 36 (fresh43 t433): a pandoc `longtable` pasted as LaTeX source whose `p{}` cells
 * hold several paragraphs, so blank lines fall inside a row (a notes cell of links) and the header's
 * minipage cells run over a dozen lines. A row ends at its `\\`, not at a blank line.
 * Small made-up example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { latexTabularRows } from './layouts/latex-tabular';
import { read } from './layouts/testing';

const header = ['Week', 'Dates', 'Topics', 'Readings', 'Notes'].flatMap((name, i) => [
  `${i ? '\\end{minipage} & ' : ''}\\begin{minipage}[b]{\\linewidth}\\raggedright`,
  name,
]);

const doc = [
  'Semester: Autumn 2031',
  '\\begin{longtable}[]{@{}lllll@{}}',
  '\\toprule()',
  ...header,
  '\\end{minipage} \\\\',
  '\\midrule()',
  '\\endhead',
  '1 & Sep 2, 4 & Sets & Halmos, Ch 1 & Further links',
  '',
  '\\href{https://example.org/a}{Set notes}',
  '',
  '\\href{https://example.org/b}{Logic',
  'primer} \\\\',
  '2 & Sep 9, 11 & Functions & Halmos, Ch 2 & Further links',
  '',
  '\\href{https://example.org/c}{Function notes} \\\\',
  '3 & Sep 16, 18 & Relations & Halmos, Ch 3 & \\\\',
  '\\bottomrule()',
  '\\end{longtable}',
];

describe('a LaTeX table row whose cells hold blank-line paragraphs', () => {
  it('is one pipe row, read on its first line, up to its closing `\\\\`', () => {
    const rows = latexTabularRows(doc);
    const first = doc.indexOf('1 & Sep 2, 4 & Sets & Halmos, Ch 1 & Further links');
    expect(rows[first]).toBe('| 1 | Sep 2, 4 | Sets | Halmos, Ch 1 | Further links Set notes Logic primer |');
    expect(rows.slice(first + 1, first + 6)).toEqual(['', '', '', '', '']);
  });

  it('keeps a minipage header of more than eight lines one header, with every column', () => {
    const rows = latexTabularRows(doc);
    expect(rows[3]).toBe('| Week | Dates | Topics | Readings | Notes |');
  });

  it('gives each row’s reading its printed week', () => {
    const r = read(doc);
    expect(r.rows.map((x) => [x[0], x[1]])).toEqual([
      [1, 'Halmos, Ch 1'],
      [2, 'Halmos, Ch 2'],
      [3, 'Halmos, Ch 3'],
    ]);
  });
});
