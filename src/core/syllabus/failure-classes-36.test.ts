/**
 * Failure classes of the fresh23 folder at first sight (structurer of aa99b4e), each on a small made-up
 * example (no text of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';

describe('LaTeX source whose item entries and table rows wrap over several lines', () => {
  const preamble = ['\\documentclass{article}', '\\title{HIST 310: Sea Power}', '\\date{Spring 2031}'];

  const itemised = [
    ...preamble,
    '\\begin{document}',
    '\\subsection{Week 01, 01/13: Ships and',
    'States}\\label{week-01}',
    '\\begin{itemize}',
    '\\tightlist',
    '\\item',
    '  Ann Hale, \\href{https://example.org/a}{The Galley',
    '  and the Guild}.',
    '\\item',
    '  Bo Lund, \\href{https://example.org/b}{Harbours}.',
    '\\end{itemize}',
    '\\emph{Recommended}',
    '\\begin{itemize}',
    '\\tightlist',
    '\\item',
    '  Cy Marsh, \\href{https://example.org/c}{Pirates and',
    '  Princes}.',
    '\\end{itemize}',
    '\\subsection{Week 02, 01/20: Navies}\\label{week-02}',
    '\\begin{itemize}',
    '\\tightlist',
    '\\item',
    '  Di North, \\href{https://example.org/d}{Admiralty',
    '  Courts}.',
    '\\end{itemize}',
    '\\end{document}',
  ];

  it('reads an entry wrapped inside its \\href as one title, without the link target', () => {
    const r = read(itemised);
    expect(r.titles).toContain('Ann Hale, The Galley and the Guild');
    expect(r.titles).toContain('Di North, Admiralty Courts');
    expect(r.titles.join(' | ')).not.toMatch(/example\.org/);
  });

  it('leaves out the list under a bare `Recommended` label', () => {
    const r = read(itemised);
    expect(r.titles.some((t) => t.includes('Pirates'))).toBe(false);
    expect(r.titles).toHaveLength(3);
  });

  const longtable = [
    ...preamble,
    '\\begin{document}',
    '\\begin{longtable}[]{@{}',
    '  >{\\raggedright\\arraybackslash}p{(\\columnwidth - 4\\tabcolsep) * \\real{0.2}}',
    '  >{\\raggedright\\arraybackslash}p{(\\columnwidth - 4\\tabcolsep) * \\real{0.5}}',
    '  >{\\raggedright\\arraybackslash}p{(\\columnwidth - 4\\tabcolsep) * \\real{0.3}}@{}}',
    '\\toprule()',
    '\\begin{minipage}[b]{\\linewidth}\\raggedright',
    'Date',
    '\\end{minipage} & \\begin{minipage}[b]{\\linewidth}\\raggedright',
    'Topic',
    '\\end{minipage} & \\begin{minipage}[b]{\\linewidth}\\raggedright',
    'Readings',
    '\\end{minipage} \\\\',
    '\\midrule()',
    '\\endhead',
    '1/13/2031 & LECTURE: \\href{L1.html}{Ships and the rise of',
    'maritime states} & Hale Chapter 1 & \\\\',
    '1/15/2031 & LECTURE: \\href{L2.html}{Guilds} & Hale Chapter 2 \\\\',
    '1/22/2031 & LECTURE: \\href{L3.html}{Harbours, docks and',
    'trade} & Lund 2004 \\\\',
    '\\bottomrule()',
    '\\end{longtable}',
    '\\end{document}',
  ];

  it('reads a longtable row wrapped over two lines as one row, its reading cell as the reading', () => {
    const r = read(longtable);
    expect(r.titles).toEqual(['Hale Chapter 1', 'Hale Chapter 2', 'Lund 2004']);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2031-01-13'],
      [1, '2031-01-15'],
      [2, '2031-01-22'],
    ]);
  });
});
