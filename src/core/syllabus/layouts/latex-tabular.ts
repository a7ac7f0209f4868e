/**
 * A LaTeX `tabular` pasted into a page or a Markdown file (`\begin{tabular}{lllll}`, one row a line,
 * cells joined by `&`, rows ended by `\\`, `\hline` / `\midrule` rules, `N\&W` escapes). Read as they
 * are, the rows are long lines of ampersands; rewritten as the pipe rows the table passes know, the
 * header names the reading column and each row is a row. Only lines between `\begin{tabular}` and
 * `\end{tabular}` change; the environment lines become empty. A row wrapped over several lines (up to
 * its closing `\\`, across the blank lines of a cell's paragraphs) is read on its first line (latex-wrapped.ts). One output line per input line.
 */
import { latexText } from './latex-source';
import { specificationEnd, tableRowEnd, withoutEnvironments } from './latex-wrapped';

const BEGIN = /^\s*\\begin\{(?:tabular|longtable|tabularx)\*?\}/;
const END = /^\s*\\end\{(?:tabular|longtable|tabularx)\*?\}/;
const RULE_LINE = /^\s*\\(?:hline|toprule|midrule|bottomrule|addlinespace|cline|endhead|endfirsthead)\b/;
/** A cell separator: an ampersand the source does not escape (`\&` is text). */
const SEPARATOR = /(?<!\\)&/;

function pipeRow(line: string): string {
  let row = line.trimEnd();
  if (row.endsWith('\\\\')) row = row.slice(0, -2);
  const cells = row.split(SEPARATOR).map((c) => latexText(c).trim());
  return cells.length < 2 ? latexText(row).trim() : `| ${cells.join(' | ')} |`;
}

export function latexTabularRows(sources: readonly string[]): string[] {
  if (!sources.some((s) => BEGIN.test(s))) return [...sources];
  const out = [...sources];
  for (let i = 0; i < sources.length; i++) {
    if (!BEGIN.test(sources[i]!)) continue;
    // The environment line (and a column specification wrapped over the next lines) is layout.
    const body = specificationEnd(sources, i);
    out.fill('', i, body);
    i = body - 1;
    while (++i < sources.length && !END.test(sources[i]!)) {
      if (RULE_LINE.test(sources[i]!) || !sources[i]!.trim()) {
        out[i] = RULE_LINE.test(sources[i]!) ? '' : sources[i]!;
        continue;
      }
      // A row wrapped over several lines (blank lines inside its cells too) is read as one, on its first line.
      const end = tableRowEnd(sources, i);
      out[i] = pipeRow(withoutEnvironments(sources.slice(i, end).join(' ')));
      out.fill('', i + 1, end);
      i = end - 1;
    }
    if (i < sources.length) out[i] = '';
  }
  return out;
}
