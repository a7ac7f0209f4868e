/**
 * LaTeX source wraps long lines wherever the writer (or pandoc) breaks them: an `\item`'s entry runs
 * on over two or three lines, often in the middle of `\href{url}{The Naturalistic` / `Fallacy}`, and a
 * table row `Week 1 & 1/23/2023 & LECTURE: ...` continues on the next line until its closing `\\`.
 * Read a line at a time, the href's text is cut off and its url kept, and a row's tail becomes a row of
 * its own. These helpers give the logical line: the source lines that belong together, joined.
 */

/** A line that is not the continuation of the one above: a command that opens, closes or rules. */
const STRUCTURE_LINE =
  /^\s*\\(?:item|begin|end|hline|toprule|midrule|bottomrule|addlinespace|cline|endhead|endfirsthead|endfoot|endlastfoot|chapter|section|subsection|subsubsection|paragraph|subparagraph|tightlist|newpage|clearpage|pagebreak)\b/;
/** How many lines one logical line may span (a wrapped entry or row is a few lines, not a page). */
const MAX_SPAN = 8;

/** Does the line end a LaTeX table row: a `\\\\` outside any braces (`... & \\\\`, `... \\\\ \\hline`)? */
export function endsRow(line: string): boolean {
  let depth = 0;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (ch === '\\') {
      if (depth <= 0 && line[i + 1] === '\\') return true;
      i++;
    }
  }
  return false;
}

/** A line that ends a table row's run: a rule or the end of the table (a cell's minipage may open and close). */
const TABLE_BREAK =
  /^\s*\\(?:hline|toprule|midrule|bottomrule|addlinespace|cline|endhead|endfirsthead|endfoot|endlastfoot|end\{(?:tabular|longtable|tabularx)\*?\})/;

/** Can the line continue the logical line above it (not blank, a comment or a structural command)? */
export function continuesLine(line: string, row = false): boolean {
  if (line.trim() === '' || /^\s*%/.test(line)) return false;
  return row ? !TABLE_BREAK.test(line) : !STRUCTURE_LINE.test(line);
}

/**
 * The end (exclusive) of the logical line that starts at `start`: the following lines that continue
 * it, up to MAX_SPAN lines, and (for a table row) no further than the line that closes the row.
 */
export function wrappedEnd(lines: readonly string[], start: number, row: boolean): number {
  let end = start + 1;
  if (row && endsRow(lines[start]!)) return end;
  while (end < lines.length && end < start + MAX_SPAN && continuesLine(lines[end]!, row)) {
    end++;
    if (row && endsRow(lines[end - 1]!)) break;
  }
  return end;
}

/** How many lines one table row may span when its `\\\\` closes it (a cell of several paragraphs). */
const MAX_ROW_SPAN = 40;

/**
 * The end (exclusive) of the table row that starts at `start`. A row ends at its `\\\\`, not at a blank
 * line: pandoc writes a `p{}` cell of several paragraphs (a notes cell listing links, a header cell in a
 * minipage) with blank lines inside the row. When no `\\\\` closes the row before a rule or the end of
 * the table (the last row often has none), the row is the lines that continue it (wrappedEnd).
 */
export function tableRowEnd(lines: readonly string[], start: number): number {
  for (let end = start; end < lines.length && end < start + MAX_ROW_SPAN; end++) {
    if (end > start && TABLE_BREAK.test(lines[end]!)) break;
    if (endsRow(lines[end]!)) return end + 1;
  }
  return wrappedEnd(lines, start, true);
}

/** The `\begin{env}[opt]{arg}` / `\end{env}` markers inside a line (a table header's minipage cells). */
const ENVIRONMENT_MARKER = /\\begin\{[^{}]*\}(?:\[[^\]]*\])?(?:\{[^{}]*\})?|\\end\{[^{}]*\}/g;

/** The line without its environment markers: they are layout, never text. */
export const withoutEnvironments = (line: string) => line.replace(ENVIRONMENT_MARKER, ' ');

/** The end (exclusive) of a `\begin{longtable}{...}` column specification that spans several lines. */
export function specificationEnd(lines: readonly string[], start: number): number {
  let depth = 0;
  for (let i = start; i < lines.length && i < start + MAX_SPAN; i++) {
    for (const ch of lines[i]!) {
      if (ch === '{') depth++;
      else if (ch === '}') depth--;
    }
    if (depth <= 0) return i + 1;
  }
  return start + 1;
}
