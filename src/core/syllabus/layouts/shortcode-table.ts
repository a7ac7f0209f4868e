/**
 * A table written as site-generator shortcodes, one tag per line (Hugo sources of course sites:
 * `{{< tableopen >}}`, `{{< tropen >}}`, `{{< tdopen >}}`, the cell's paragraphs, `{{< tdclose >}}`,
 * `{{< trclose >}}`). The tags are template lines and the cells' lines come one after another with
 * nothing to say which row or column they belong to. This rewrites each row, one output line per
 * source line, into a pipe row on the row's opening line (the cell's paragraphs joined by `<br>`,
 * as an HTML table flattened to pipes has them), with a separator after the header row.
 */

const TAG = /^\s*\{\{<\s*(table|thead|tbody|tr|th|td)(open|close)\b[^>]*>\}\}\s*$/;

/** For a document with a shortcode table, the text each source line is read as; otherwise null. */
export function shortcodeTableLines(lines: readonly string[]): string[] | null {
  if (!lines.some((l) => /^\s*\{\{<\s*tableopen\b/.test(l))) return null;
  const out = [...lines];
  let row = -1;
  let header = false;
  let cells: string[] = [];
  let cell: string[] | null = null;
  lines.forEach((line, i) => {
    const tag = TAG.exec(line);
    if (!tag) {
      if (cell) {
        if (line.trim()) cell.push(line.trim());
        out[i] = '';
      }
      return;
    }
    out[i] = '';
    const [, name, edge] = tag;
    if (name === 'tr' && edge === 'open') {
      row = i;
      cells = [];
      header = false;
    } else if ((name === 'td' || name === 'th') && edge === 'open') {
      cell = [];
      if (name === 'th') header = true;
    } else if ((name === 'td' || name === 'th') && edge === 'close' && cell) {
      cells.push(cell.join(' <br> '));
      cell = null;
    } else if (name === 'tr' && edge === 'close' && row >= 0) {
      out[row] = `| ${cells.join(' | ')} |`;
      if (header) out[i] = `|${cells.map(() => '---').join('|')}|`;
      row = -1;
    }
  });
  return out;
}
