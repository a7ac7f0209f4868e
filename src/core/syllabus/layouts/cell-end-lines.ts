/**
 * A table pasted one cell a line, each cell closed by its own cell bar (`September |` / `4: |` / `§1.1 |` /
 * `Introductory Remarks |`), the rows kept apart by lines of bare bars (`|`, `||`): a web page's table copied
 * as text. The bars are written off, so each cell is a plain line again (a bare-bar line a blank line) and
 * the layouts read the cells as they read a list pasted one item a line (a month heading over day lines, a
 * dated line over its section). One output line per input line.
 *
 * Only a run of eight cell lines or more counts, each holding one cell (no other bar inside), blank and
 * bare-bar lines allowed between them; a document with a line of two cells or more (`2 | Topic |`, a pipe
 * table whose long cells wrapped onto lines of their own) is left to the pipe-table layouts.
 */
import { stripTrailing } from '../text';

/** A line of bare bars between two rows (`|`, `||`). */
const BAR_LINE = /^\s*\|{1,3}\s*$/;
const MIN_CELLS = 8;

const MAX_CELL = 300;

/** The cell's text without its closing bar. */
function cellText(text: string): string {
  return stripTrailing(stripTrailing(text, '').slice(0, -1), '');
}

/** A cell closed by its bar: some text without a bar, a space, then `|` at the end of the line. */
function isCell(text: string): boolean {
  if (text.length > MAX_CELL) return false;
  const body = stripTrailing(text, '');
  if (!body.endsWith('|') || body.indexOf('|') !== body.length - 1) return false;
  const before = body.slice(0, -1);
  return before.trim() !== '' && before !== before.trimEnd();
}

/** A line with a bar that is neither a bare-bar line nor one closed cell: a row of a pipe table. */
const isPipeRow = (text: string) => text.includes('|') && !BAR_LINE.test(text) && !isCell(text);

/** The lines of every long enough run of one-cell lines, written without their cell bars. */
export function cellEndLines(texts: string[]): string[] {
  if (texts.some(isPipeRow)) return texts;
  let out: string[] | null = null;
  let i = 0;
  while (i < texts.length) {
    if (!isCell(texts[i]!)) {
      i++;
      continue;
    }
    let end = i;
    let cells = 0;
    for (let j = i; j < texts.length; j++) {
      const t = texts[j]!;
      if (isCell(t)) {
        cells++;
        end = j + 1;
      } else if (!(BAR_LINE.test(t) || !t.trim())) break;
    }
    if (cells >= MIN_CELLS) {
      out ??= texts.slice();
      for (let j = i; j < end; j++) {
        const t = texts[j]!;
        out[j] = isCell(t) ? cellText(t) : BAR_LINE.test(t) ? '' : t;
      }
    }
    i = end;
  }
  return out ?? texts;
}
