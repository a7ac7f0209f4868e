/**
 * Failure class of round 39 (fresh55 h552): a LaTeX schedule kept as a file `\input` into a larger course manual -
 * no `\begin{document}`, no `\item` list, only `\section*{Week N: ...}` / `\subsection*{Monday, ...}` headings over
 * `\textsc{\ding{52} Read in advance: \cite{key}.} \\` lines whose readings are BibTeX cite keys. Many sectioning
 * commands make the file LaTeX source (layouts/latex-source.ts, INPUT_FILE_HEADINGS), a `\cite{key}` is read as
 * its key and a `\ding{..}` symbol as nothing; a `%` comment line is never a reading. Small made-up example (no text
 * of a corpus document).
 */
import { describe, expect, it } from 'vitest';
import { read } from './layouts/testing';
import { latexText } from './layouts/latex-source';

const INPUT_FILE = [
  'Each week has one lecture and one seminar.',
  '',
  '\\section*{Week 1: Sources}',
  '\\subsection*{Monday: Lecture}',
  '\\textsc{\\ding{51} Read in advance: \\cite{Okafor2019}.} \\\\',
  '%\\textsc{\\ding{51} Read in advance: \\cite{Lind2002}.} \\\\',
  '\\subsection*{Thursday: Seminar}',
  'We discuss the sources in small groups.',
  '\\section*{Week 2: Archives}',
  '\\subsection*{Monday: Lecture}',
  '\\textsc{\\ding{51} Read in advance: \\cite{Varga2021}.} \\\\',
  '\\subsection*{Thursday: Seminar}',
  '\\section*{Week 3: Maps}',
  '\\subsection*{Monday: Lecture}',
  '\\textsc{\\ding{51} Read in advance: \\citep[ch.~2]{Reyes2015}.} \\\\',
];

describe('a LaTeX input file of sections and cite keys', () => {
  it('reads the cite keys as the weeks\u2019 readings, not the headings or the commented line', () => {
    const r = read(INPUT_FILE);
    expect(r.rows.map(([week, title]) => [week, String(title).replace(/^.*?:\s*/, '')])).toEqual([
      [1, 'Okafor2019'],
      [2, 'Varga2021'],
      [3, 'Reyes2015'],
    ]);
  });

  it('reduces a cite command to its key and drops a dingbat', () => {
    expect(latexText('\\ding{52} see \\citet{Ames1999} and \\cite[p.~4]{Bo2001}').trim()).toBe(
      'see Ames1999 and Bo2001',
    );
  });
});
