/**
 * A syllabus shared as a Jupyter notebook file (`.ipynb`, nbformat 3 or 4) and read as its raw JSON text:
 * the page's text lives in each cell's `"source": [` array, one JSON string a line (`"* **Jan 8**: Class
 * 2\n",`), between structure lines (`"cell_type": "markdown",`, `"metadata": {},`, brackets). Read as it is,
 * the quotes, the `\n` escapes and the structure lines are taken for text, and cells glue together.
 * This rewrites the file line for line into the Markdown the other passes know: each source string its
 * decoded text, a heading cell's (nbformat 3) line a `#` heading of its level, code cells and every structure
 * line empty. Notebook Markdown is rendered with MathJax, so a day ordinal written as math (`$8^{th}$`) is
 * its plain text (`8th`). One output line per input line.
 */

/** `"cell_type": "markdown",`: the kind of the cell whose lines follow. */
const CELL_TYPE = /^\s*"cell_type":\s*"(\w+)"/;
/** `"level": 3,`: a heading cell's level (nbformat 3). */
const LEVEL = /^\s*"level":\s*(\d)/;
/** `"source": [` (`"input": [` for code in nbformat 3): the cell's lines follow, one string each. */
const SOURCE_OPEN = /^\s*"(?:source|input)":\s*\[\s*$/;
/** `"source": "text"` or `"source": ["text"]`: a cell of one line written on the key's own line. */
const SOURCE_INLINE = /^\s*"(?:source|input)":\s*\[?\s*(".*")\s*\]?\s*,?\s*$/;
/** `"  - Chapter 1\n",`: one line of a cell, a JSON string. */
const STRING_LINE = /^\s*(".*")\s*,?\s*$/;
/** `],`: the end of a cell's lines. */
const ARRAY_CLOSE = /^\s*\]\s*,?\s*$/;
/** `"nbformat": 4,`: the key every notebook file carries. */
const NBFORMAT = /^\s*"nbformat":\s*\d/;
/** `$8^{th}$`, `$3^{rd}$`: a day ordinal written as math. */
const MATH_ORDINAL = /\$(\d{1,2})\^\{?(st|nd|rd|th)\}?\$/g;

/** Is the text a notebook file: a JSON object with an `nbformat` key and cells? */
function isNotebook(lines: readonly string[]): boolean {
  const first = lines.find((l) => l.trim() !== '');
  if (first?.trim() !== '{') return false;
  return lines.some((l) => NBFORMAT.test(l)) && lines.some((l) => CELL_TYPE.test(l));
}

/** A JSON string literal's text, its final line break dropped and any inner one a space; null if it is none. */
function decoded(literal: string): string | null {
  try {
    const text: unknown = JSON.parse(literal);
    if (typeof text !== 'string') return null;
    return text
      .replace(/\r?\n$/, '')
      .replace(/\r?\n/g, ' ')
      .replace(MATH_ORDINAL, '$1$2');
  } catch {
    return null;
  }
}

/** One source line of a cell as page text: a heading cell's line a `#` heading, a code cell's none. */
function cellLine(text: string, type: string, level: number): string {
  if (type === 'code') return '';
  if (type === 'heading' && text.trim())
    return `${'#'.repeat(Math.min(6, Math.max(1, level)))} ${text.trim()}`;
  return text;
}

/** The file's lines as Markdown, one output line per input line, or null when it is no notebook file. */
export function notebookSourceLines(lines: readonly string[]): string[] | null {
  if (!isNotebook(lines)) return null;
  let type = 'markdown';
  let level = 1;
  let inSource = false;
  /** One JSON string literal of a cell's source as its Markdown line ('' for none or a bad literal). */
  const sourceLine = (literal: string | undefined): string => {
    const text = literal === undefined ? null : decoded(literal);
    return text === null ? '' : cellLine(text, type, level);
  };
  return lines.map((line) => {
    if (inSource) {
      if (ARRAY_CLOSE.test(line)) {
        inSource = false;
        return '';
      }
      return sourceLine(STRING_LINE.exec(line)?.[1]);
    }
    const cell = CELL_TYPE.exec(line)?.[1];
    if (cell) {
      type = cell;
      level = 1;
      return '';
    }
    const heading = LEVEL.exec(line)?.[1];
    if (heading) level = Number(heading);
    if (SOURCE_OPEN.test(line)) {
      inSource = true;
      return '';
    }
    return sourceLine(SOURCE_INLINE.exec(line)?.[1]);
  });
}
