/**
 * A syllabus shared as its LaTeX source (often written by pandoc from Markdown): a preamble of
 * `\usepackage` lines, `\section{...}` / `\paragraph{Monday, August 31}\label{...}` headings whose
 * argument may wrap onto the next line, `\begin{itemize} \tightlist \item` lists with the item's text
 * on the following line, and inline commands (`\emph{Casebook}`, `\&`, `chap.~6`, `\href{url}{text}`).
 * Read as they are, the preamble becomes readings and the day headings are never seen. This rewrites
 * the source line for line into the Markdown the other passes know: the preamble and environment
 * lines empty, sectioning commands headings, `\item` bullets, inline commands their text.
 */

import { wrappedEnd } from './latex-wrapped';

const HEADING = /^\s*\\(chapter|section|subsection|subsubsection|paragraph)\*?\{/;
const LEVELS: Record<string, number> = {
  chapter: 1,
  section: 1,
  subsection: 2,
  subsubsection: 3,
  paragraph: 4,
};
const SUBPARAGRAPH = /^\s*\\subparagraph\*?\{/;
const ITEM = /^(\s*)\\item\b\s*(.*)$/;
/** Lines that only open or close an environment or set layout. */
const LAYOUT_LINE =
  /^\s*\\(?:begin|end|tightlist|vspace|hspace|needspace|addcontentsline|newpage|clearpage|pagebreak|thispagestyle|pagestyle|color|label|maketitle|tableofcontents|centering|noindent|rule|small|footnotesize|large|Large|normalsize)\b/;
const STYLE = /\\(?:emph|textbf|textit|textsc|texttt|textrm|textsf|underline|mbox|text)\{([^{}]*)\}/g;
const HREF = /\\href\{[^{}]*\}\{([^{}]*)\}/g;
/** `\cite{key}` / `\citep[p.~4]{key}`: the work cited, named by its key (all a schedule of cite keys gives). */
const CITE = /\\cite[a-z]{0,6}\*?(?:\[[^\]{}]{0,40}\]){0,2}\{([^{}]*)\}/g;
/** A dingbat or bare symbol command with its argument (`\ding{52}`, a check mark before each task). */
const DINGBAT = /\\ding\{[^{}]*\}/g;
const URL = /\\url\{([^{}]*)\}/g;
const LABEL = /\\label\{[^{}]*\}/g;
const FOOTNOTE = /\\footnote\{/g;
const SYMBOLS: [RegExp, string][] = [
  [/\\([&%$#_])/g, '$1'],
  [/\\S\b\s*/g, '§ '],
  [/\\ldots\b\s*/g, '...'],
  [/\\\\/g, ' '],
  [/\\,/g, ' '],
  [/~/g, ' '],
];
/** A term with its year ("Fall 2026"), as a running header names it. */
const TERM = /\b(?:spring|summer|fall|autumn|winter)\s+(?:19|20)\d\d\b/i;
/** Any other command word left over (`\today`, `\hfill`). */
const COMMAND = /\\[A-Za-z]+\*?/g;

/** Inline LaTeX reduced to its visible text (nesting up to three deep). */
export function latexText(text: string): string {
  let s = text.replace(LABEL, '').replace(DINGBAT, '').replace(CITE, '$1');
  for (let i = 0; i < 3; i++) s = s.replace(HREF, '$1').replace(URL, '$1').replace(STYLE, '$1');
  s = s.replace(FOOTNOTE, ' (');
  for (const [pattern, to] of SYMBOLS) s = s.replace(pattern, to);
  return s.replace(COMMAND, '').replace(/[{}]/g, '').replace(/ {2,}/g, ' ');
}

/**
 * Is the text LaTeX source: a document environment, several sectioning commands and items, or a file `\input`
 * into a larger document (no preamble, no list) made of many sectioning commands?
 */
function isLatexSource(lines: readonly string[]): boolean {
  let headings = 0;
  let items = 0;
  for (const line of lines) {
    if (/^\s*\\begin\{document\}/.test(line)) return true;
    if (HEADING.test(line)) headings++;
    else if (ITEM.test(line)) items++;
  }
  return (headings >= 3 && items >= 3) || headings >= INPUT_FILE_HEADINGS;
}

/** Sectioning commands enough to call a file without `\begin{document}` or `\item` LaTeX (an `\input` part). */
const INPUT_FILE_HEADINGS = 6;

/** The end (exclusive) of a command argument opened on line `start`: where its braces balance. */
function argumentEnd(lines: readonly string[], start: number): number {
  let depth = 0;
  for (let i = start; i < lines.length && i < start + 4; i++) {
    for (const ch of lines[i]!) {
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
    }
    if (depth <= 0) return i + 1;
  }
  return start + 1;
}

/**
 * For LaTeX source, the text each source line is read as (same length as `lines`); otherwise null.
 */
export function latexSourceLines(lines: readonly string[]): string[] | null {
  if (!isLatexSource(lines)) return null;
  const out = lines.map(() => '');
  const begin = lines.findIndex((l) => /^\s*\\begin\{document\}/.test(l));
  // The preamble is configuration, but a running header naming the term dates the course.
  for (let i = 0; i < begin; i++) {
    const term = TERM.exec(lines[i]!);
    if (term) out[i] = term[0];
  }
  let bullet = false;
  for (let i = begin + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*%/.test(line) || !line.trim()) continue;
    const heading = HEADING.exec(line);
    if (heading || SUBPARAGRAPH.test(line)) {
      const end = argumentEnd(lines, i);
      const joined = lines.slice(i, end).join(' ');
      const text = latexText(joined.replace(/\\label\{[^{}]*\}/g, '')).trim();
      out[i] = heading ? `${'#'.repeat(LEVELS[heading[1]!] ?? 4)} ${text}` : text;
      i = end - 1;
      continue;
    }
    const item = ITEM.exec(line);
    if (item && !item[2]!.trim()) {
      bullet = true;
      continue;
    }
    if (!item && LAYOUT_LINE.test(line)) continue;
    // An item's entry wrapped over the next lines is read whole, on its first line (latex-wrapped.ts).
    const end = item || bullet ? wrappedEnd(lines, i, false) : i + 1;
    const entry = [item ? item[2]! : line, ...lines.slice(i + 1, end)].join(' ');
    const text = latexText(entry);
    if (!text.trim()) continue;
    out[i] = item ? `${item[1]}- ${text.trim()}` : bullet ? `- ${text.trim()}` : text;
    bullet = false;
    i = end - 1;
  }
  return out;
}
