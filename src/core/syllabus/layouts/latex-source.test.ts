import { describe, expect, it } from 'vitest';
import { latexSourceLines, latexText } from './latex-source';
import { read } from './testing';

describe('LaTeX source: a syllabus shared as its .tex file', () => {
  const doc = [
    '\\documentclass[11pt]{article}',
    '\\usepackage{longtable,booktabs,array}',
    '\\fancyhead[LO]{\\textsc{Fall 2031}}',
    '\\begin{document}',
    '\\section{Contracts}',
    '\\subparagraph{Mondays \\& Wednesdays, 9:00--10:15}',
    '\\subsection*{Schedule \\& Assignments}\\label{schedule}',
    '\\subsubsection{1. Formation}\\label{formation}',
    '\\paragraph{Monday, September 1}\\label{monday-september-1}',
    '\\begin{itemize}',
    '\\tightlist',
    '\\item',
    '  Offer and Acceptance, \\emph{Casebook}: §§ 1.1 \\& 1.2',
    '\\end{itemize}',
    '\\paragraph{Wednesday, September 3 \\& Monday, September',
    '8}\\label{wednesday-september-3-monday-september-8}',
    '\\begin{itemize}',
    '\\tightlist',
    '\\item',
    '  Consideration, \\emph{Casebook}: § 1.3',
    '\\end{itemize}',
    '\\paragraph{Wednesday, September 10}\\label{wednesday-september-10}',
    '\\begin{itemize}',
    '\\tightlist',
    '\\item',
    '  Formation Review',
    '\\end{itemize}',
    '\\end{document}',
  ];

  it('reads day headings (one wrapped over two lines) and their items, not the preamble or a review day', () => {
    const r = read(doc);
    expect(r.rows.map((x) => [x[0], x[3]])).toEqual([
      [1, '2031-09-01'],
      [1, '2031-09-03'],
    ]);
    expect(r.titles.join(' | ')).not.toMatch(/documentclass|usepackage|Review/);
  });

  it('turns sectioning commands into headings and keeps one output line per source line', () => {
    const out = latexSourceLines(doc)!;
    expect(out).toHaveLength(doc.length);
    expect(out[0]).toBe('');
    expect(out[8]).toBe('#### Monday, September 1');
    expect(out[14]).toBe('#### Wednesday, September 3 & Monday, September 8');
    expect(out[15]).toBe('');
    expect(out[12]).toBe('- Offer and Acceptance, Casebook: §§ 1.1 & 1.2');
  });

  it('reduces inline commands to their text', () => {
    expect(latexText('\\emph{Clermont:} chap.~2 \\& \\href{https://x.org}{the site}')).toBe(
      'Clermont: chap. 2 & the site',
    );
  });

  it('leaves Markdown with the odd backslash alone', () => {
    expect(latexSourceLines(['# Week 1', '- Read pp. 1\\-8', '- Ch 2'])).toBeNull();
  });
});
