/**
 * A table set in columns by runs of spaces (a fixed-width export, a PDF's layout text, a table pasted
 * from a terminal or a plain-text email): a header of short labels (`Date    Topic    Reading`), each
 * label's first character a column's start, over rows whose cells begin at those starts
 * (`9/8     Negligence    CB 145-160`). Each row is written as the pipe row it stands for, its pieces
 * put in the column they start in (a piece starting inside a column joins that column's cell), so the
 * pipe table layouts read it with its header. The table ends at a line that does not line up, or at two
 * blank lines; a blank line between rows is kept as it is. One output line per input line.
 */
import { fixedTableHeader } from '../table';

interface Piece {
  start: number;
  text: string;
}

/** The pieces of a line between runs of two or more spaces, each with its column (linear scan). */
function pieces(line: string): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  while (i < line.length) {
    while (i < line.length && line[i] === ' ') i++;
    if (i >= line.length) break;
    const start = i;
    while (i < line.length && !(line[i] === ' ' && (line[i + 1] === ' ' || i + 1 === line.length))) i++;
    out.push({ start, text: line.slice(start, i) });
  }
  return out;
}

const NEAR = 1;

/** A header label: a few words (at most four), no digits, opening with a letter or `#` (`Week#`, `Break?`). */
const LABEL = /^[#A-Za-z][^\d|:]{0,40}$/;
const isLabel = (p: Piece) => LABEL.test(p.text) && p.text.split(' ').length <= 4;

interface Header {
  starts: number[];
  /** A header the fixed-width table layout also reads (`Day   Topic   Reading`): its rows must line up exactly. */
  exact: boolean;
}

/** The column starts of a header line, or null when the line is no header of a spaced table. */
function headerOf(line: string): Header | null {
  // Labels hold no digit, pipe or colon (LABEL), so a line with one (or a tab) is no header.
  if (/[\d|:\t]/.test(line)) return null;
  const ps = pieces(line);
  if (ps.length < 2 || !ps.every(isLabel)) return null;
  const starts = ps.map((p) => p.start);
  // A header over an unnamed first column (`        Monday    Wednesday`) starts that column at the margin.
  const fixed = fixedTableHeader(line);
  // With no topic column the fixed-width layout reads a reading cell of a topic's words as the row's topic
  // (topic-in-reading-column.ts), which a pipe row cannot tell from a short title (`Seneca Thyestes`).
  if (fixed && !fixed.columns.some((c) => c.kind === 'topic')) return null;
  return { starts: starts[0]! > NEAR ? [0, ...starts] : starts, exact: fixed !== null };
}

/** The widest gap inside one cell (`Spring Break.  No class.`: two spaces after a full stop). */
const CELL_GAP = 2;

/**
 * Whether the row is set in the header's columns: every column's first piece starts on the column's
 * start, and a piece after it is the same cell's text, two spaces on (but for the last cell). A row of cells set apart by gaps of
 * their own width (`1  M 9.08  Pleading  Ch. 1`, or a cell standing off its header) is not: the
 * fixed-width layout reads it by the nearest column.
 */
function setInColumns(ps: Piece[], column: (p: Piece) => number, starts: number[]): boolean {
  for (let i = 0; i < ps.length; i++) {
    const p = ps[i]!;
    const prev = ps[i - 1];
    const k = column(p);
    if (prev && column(prev) === k) {
      // Past the last column a row's extra cells (a row longer than its header) join the last cell.
      if (k < starts.length - 1 && p.start - (prev.start + prev.text.length) > CELL_GAP) return false;
    } else if (Math.abs(starts[k]! - p.start) > NEAR) return false;
  }
  return true;
}

/** The cells of a row lined up on the header's starts, or null when the row does not line up. */
function rowCells(line: string, header: Header): string[] | null {
  if (line.includes('|') || line.includes('\t')) return null;
  const { starts } = header;
  const ps = pieces(line);
  const column = (p: Piece) => {
    let k = -1;
    for (let c = 0; c < starts.length; c++) if (starts[c]! <= p.start + NEAR) k = c;
    return k;
  };
  const onStart = ps.filter((p) => starts.some((s) => Math.abs(s - p.start) <= NEAR)).length;
  if (ps.length === 0 || column(ps[0]!) < 0 || onStart < Math.min(2, ps.length)) return null;
  if (header.exact && !setInColumns(ps, column, starts)) return null;
  const cells = starts.map(() => [] as string[]);
  for (const p of ps) cells[column(p)]!.push(p.text);
  return cells.map((c) => c.join(' '));
}

const asPipeRow = (cells: string[]) => `| ${cells.join(' | ')} |`;

export function spacedColumnRows(texts: string[]): string[] {
  const out = texts.slice();
  for (let i = 0; i < texts.length; i++) {
    const header = texts[i]!.includes('  ') ? headerOf(texts[i]!) : null;
    if (!header) continue;
    const { starts } = header;
    const rows: [number, string[]][] = [];
    let j = i + 1;
    for (; j < texts.length; j++) {
      const line = texts[j]!;
      if (!line.trim()) {
        if (!texts[j + 1]?.trim()) break;
        continue;
      }
      const cells = rowCells(line, header);
      if (!cells) break;
      rows.push([j, cells]);
    }
    // A line of one cell lines up on a column start too (`Dates`); the table is its rows of two or more.
    while (rows.length && rows[rows.length - 1]![1].filter(Boolean).length < 2) rows.pop();
    if (rows.filter(([, c]) => c.filter(Boolean).length >= 2).length < 2) continue;
    const labels = pieces(texts[i]!).map((p) => p.text);
    out[i] = asPipeRow(labels.length < starts.length ? ['', ...labels] : labels);
    for (const [k, cells] of rows) out[k] = asPipeRow(cells);
    i = j - 1;
  }
  return out;
}
