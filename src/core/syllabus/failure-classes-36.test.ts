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

describe('a week-by-week bibliography in the Chicago style', () => {
  const list = [
    '### Week 01: Early debates (Feb 2)',
    '',
    '- Hale, A. B. "Rivers and Roads." Journal of Old Trade 12, no. 3 (1931): 211–35.',
    '- ———. "Ports Again." Journal of Old Trade 14, no. 1 (1933): 5–19.',
    '- Marsh, Cyril, and D. E. North. Harbour Law. London: Quay Press, 1950.',
    '- [pp. 1-20, 31 - 40] Lund, Bo. Tides. Oxford: Sea Press, 1961.',
    '',
    '### Week 02: Later debates (Feb 9)',
    '',
    '- Fox, Eve. "Wharves." In Essays on the Sea, edited by G. H. Gull, 101–19. Bristol: Cove, 1970.',
  ];

  it('reads a `———.` entry as the author above’s, one reading with its title', () => {
    const r = read(list);
    expect(r.titles).toContain('Ports Again');
    expect(r.titles.some((t) => t.startsWith('Journal of Old Trade'))).toBe(false);
  });

  it('reads a book entry by its title before the publisher, the bracketed pages as its pages', () => {
    const r = read(list);
    expect(r.titles).toContain('Harbour Law');
    expect(r.rows.find((x) => x[1] === 'Tides')?.[2]).toBe('1-20, 31-40');
    expect(r.titles.some((t) => /Quay Press|Sea Press/.test(t))).toBe(false);
  });

  it('keeps an abbreviated end page as printed (the corpus convention, fresh20/LABELLING.md)', () => {
    const r = read(list);
    const pages = (title: string) => r.rows.find((x) => x[1] === title)?.[2];
    expect(pages('Rivers and Roads')).toBe('211-35');
    expect(pages('Wharves')).toBe('101-19');
  });
});

describe('an Org-mode source: drawers, code blocks, links, macro-numbered class headings', () => {
  const org = [
    '#+TITLE: HIST 250 (Spring 2031)',
    '#+OPTIONS: toc:nil',
    '#+MACRO: k (eval (my-class-number))',
    '* Setup :noexport:',
    '#+begin_src emacs-lisp',
    '(setq my-course-start "2031-01-07")',
    '#+end_src',
    '* Schedule',
    ':PROPERTIES:',
    ':CUSTOM_ID: schedule',
    ':END:',
    '** {{{k}}} Opening questions',
    '*** Readings',
    '- Ann Hale, "[[https://example.org/a][Ships and States]]" (2001)',
    '** {{{k}}} Tools of the trade',
    'A workshop, no reading.',
    '** COMMENT Reading week',
    '- Bo Lund, "Not Exported" (1999)',
    '** {{{k}}} Ports',
    '*** Readings',
    '- Cy Marsh, /[[https://example.org/c][Harbours and Guilds]]/ (2010)',
    '- Di North, "[[https://example.org/d][Docks]]" (2012)',
  ];

  it('reads a link by its text, and nothing of a code block, a drawer or a commented subtree', () => {
    const r = read(org);
    expect(r.titles.join(' | ')).toMatch(/Ships and States/);
    expect(r.titles.join(' | ')).toMatch(/Harbours and Guilds/);
    expect(r.titles.join(' | ')).not.toMatch(/setq|CUSTOM_ID|Not Exported|example\.org/);
  });

  it('numbers the sibling class headings that open with the same macro, one week each', () => {
    const r = read(org);
    const weekOf = (word: string) => r.rows.find((x) => String(x[1]).includes(word))?.[0];
    expect(weekOf('Ships')).toBe(1);
    expect(weekOf('Harbours')).toBe(3);
    expect(weekOf('Docks')).toBe(3);
  });
});

describe('dated bullets that join a chapter and an italic linked article with `; `', () => {
  const weeks = [
    '## Week 1: Origins',
    '',
    '* 1/12: Smith Chapter 1; [*How the harbour guilds shaped the early port cities*](https://example.org/a)',
    '',
    '* 1/14: Smith Chapter 1',
    '',
    '## Week 2: Trade',
    '',
    '* 1/19: Smith Chapter 2; [*Why merchants kept two ledgers*](https://example.org/b)',
  ];

  it('reads the chapter and the article as two readings of the class', () => {
    const r = read(weeks);
    expect(r.titles.filter((t) => t.includes('Smith Chapter'))).toHaveLength(3);
    expect(r.titles.some((t) => t.includes('harbour guilds') && !t.includes('Smith'))).toBe(true);
    expect(r.titles.some((t) => t.includes('two ledgers') && !t.includes('Smith'))).toBe(true);
  });
});

describe('a Jekyll data file of day records: slashed dates before the week, folded readings', () => {
  const data = [
    '- day:',
    '  date: 2/2/2032',
    '  week: 1',
    '  topic: >',
    '   Rivers and first towns',
    '  reading: >',
    '   Hale, Chapter 1',
    '',
    '- day:',
    '  date: 2/4/2032',
    '  week: 1',
    '  topic: >',
    '   Roads',
    '',
    '- day:',
    '  date: 2/9/2032',
    '  week: 2',
    '  topic: >',
    '   Ports',
    '  reading: Hale, Chapter 2',
    '',
    '- day:',
    '  date: 2/11/2032',
    '  week: 2',
    '  topic: >',
    '   Guilds',
  ];

  it('reads a folded `reading: >` value and dates each reading by its record', () => {
    const r = read(data);
    expect(r.rows).toEqual([
      [1, 'Hale, Chapter 1', null, '2032-02-02'],
      [2, 'Hale, Chapter 2', null, '2032-02-09'],
    ]);
    expect(r.s.semesterStart).toBe('2032-02-02');
  });
});
