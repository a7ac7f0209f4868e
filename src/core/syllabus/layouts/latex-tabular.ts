/**
 * A LaTeX `tabular` pasted into a page or a Markdown file (`\begin{tabular}{lllll}`, one row a line,
 * cells joined by `&`, rows ended by `\\`, `\hline` / `\midrule` rules, `N\&W` escapes). Read as they
 * are, the rows are long lines of ampersands; rewritten as the pipe rows the table passes know, the
 * header names the reading column and each row is a row. Only lines between `\begin{tabular}` and
 * `\end{tabular}` change; the environment lines become empty. One output line per input line.
 */
import { latexText } from './latex-source';

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
  let inside = false;
  return sources.map((s) => {
    if (BEGIN.test(s)) {
      inside = true;
      return '';
    }
    if (!inside) return s;
    if (END.test(s)) {
      inside = false;
      return '';
    }
    return RULE_LINE.test(s) ? '' : pipeRow(s);
  });
}
