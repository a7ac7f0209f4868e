/**
 * A ruled table read by OCR keeps only some of its rules: tesseract reads a vertical rule as `|` on
 * one row and misses it on the next, so the header comes back as `Week | Day | Topic      | Reading`,
 * a row as `2     9/10 | Introduction to R | ModernDive, Getting Started 1.1-` (the first rule lost),
 * and a wrapped cell's further lines hold only that cell's text, set under its column
 * (`                    Probability and Regression Review 2.1-2.12`). Read as a pipe table, the
 * cells fall into the wrong columns and the wrapped lines are lines of their own.
 *
 * Under such a header (its own line, no outer pipes, a run of three or more spaces beside its pipes,
 * cells naming a reading column), when a row below it lost a rule (a run of three or more spaces
 * between two words where a pipe should be), each line is cut at its pipes and at runs of three or more spaces,
 * and each piece placed in the header column it starts under. A line with a piece in a number or date
 * column starts a row; a line without one continues the row above it, its pieces joined to their
 * column's cell (with a space when the cell or the piece shows a wrap: a cell ending in `-`, `,` or
 * `:`, a piece opening in lower case or with a digit; else as a new entry, `<br>`). Rows are written
 * back as full pipe rows; blank lines between rows are dropped. The table ends at a line set at the
 * margin without a gap or a pipe.
 */
import { type PipeColumn, pipeHeader } from '../columns';

interface Piece {
  start: number;
  text: string;
}

/** A line's pieces: cut at pipes and at runs of three or more spaces, each with its start column. */
function piecesOf(raw: string): Piece[] {
  const out: Piece[] = [];
  let start = -1;
  let end = -1;
  let spaces = 0;
  const close = () => {
    if (start >= 0) out.push({ start, text: raw.slice(start, end + 1) });
    start = -1;
  };
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (ch === '|') {
      close();
      spaces = 0;
    } else if (/\s/.test(ch)) {
      spaces++;
      if (spaces >= 3) close();
    } else {
      if (start < 0) start = i;
      end = i;
      spaces = 0;
    }
  }
  close();
  return out;
}

/** A piece this many characters left of a column's start still stands under it (OCR drift). */
const DRIFT = 2;

interface RuledHeader {
  starts: number[];
  kinds: PipeColumn[];
}

function ruledHeader(raw: string): RuledHeader | null {
  // Most lines have no pipe: they are told apart before they are trimmed.
  if (!raw.includes('|')) return null;
  const t = raw.trim();
  if (!t.includes('|') || t.startsWith('|') || t.endsWith('|') || !/\S\s{3,}\S/.test(t)) return null;
  const pieces = piecesOf(raw);
  if (pieces.length < 3) return null;
  const kinds = pipeHeader(pieces.map((p) => p.text));
  return kinds ? { starts: pieces.map((p) => p.start), kinds } : null;
}

/** The header column a piece starts under: the last column starting at or left of it. */
function columnOf(start: number, starts: number[]): number {
  let col = 0;
  starts.forEach((s, k) => {
    if (s <= start + DRIFT) col = k;
  });
  return col;
}

const WRAPPED_CELL = /[-,:]$/;
const WRAPPED_PIECE = /^[a-z0-9]/;

/** True when a line ends a ruled table: set at the margin with neither a gap nor a pipe. */
const endsTable = (raw: string) => !!raw.trim() && !/^\s/.test(raw) && !/\s{3,}|\|/.test(raw.trim());

/** A row that lost a rule: a part between its pipes holds a run of three or more spaces between words. */
const lostRule = (raw: string) => raw.includes('|') && raw.split('|').some((part) => /\S\s{3,}\S/.test(part));

/** A table's lines (after its header) as full pipe rows; blank lines between rows are dropped. */
function rowsOf<R extends { raw: string }>(lines: R[], header: RuledHeader): R[] {
  const out: R[] = [];
  const { starts, kinds } = header;
  let row: { line: R; cells: string[] } | null = null;
  const flush = () => {
    if (row) out.push({ ...row.line, raw: `| ${row.cells.join(' | ')} |` });
    row = null;
  };
  for (const r of lines) {
    // A blank line inside the table is the gap between two tall rows (OCR and PDF lines get one back
    // where the text leaves a line's height free, line-gaps.ts): it ends nothing.
    if (!r.raw.trim()) continue;
    const placed = piecesOf(r.raw).map((p) => ({ col: columnOf(p.start, starts), text: p.text }));
    const opens = placed.some((p) => kinds[p.col] === 'number' || kinds[p.col] === 'date');
    if (opens || !row) {
      flush();
      row = { line: r, cells: kinds.map(() => '') };
    }
    const cells = row.cells;
    for (const p of placed) {
      const cell = cells[p.col]!;
      const sep = !cell ? '' : WRAPPED_CELL.test(cell) || WRAPPED_PIECE.test(p.text) ? ' ' : '<br>';
      cells[p.col] = `${cell}${sep}${p.text}`;
    }
  }
  flush();
  return out;
}

/**
 * The lines of a ruled table read by OCR written as full pipe rows under their header. A table whose
 * rows all kept their rules (each row's cells between pipes) is left to the pipe table as it is.
 */
export function ruledGapRows<R extends { raw: string }>(raws: R[]): R[] {
  const out: R[] = [];
  for (let i = 0; i < raws.length; i++) {
    const r = raws[i]!;
    const header = ruledHeader(r.raw);
    if (!header) {
      out.push(r);
      continue;
    }
    let end = i + 1;
    while (end < raws.length && !endsTable(raws[end]!.raw)) end++;
    const lines = raws.slice(i + 1, end);
    if (!lines.some((l) => lostRule(l.raw))) {
      out.push(r);
      continue;
    }
    out.push(
      {
        ...r,
        raw: `| ${piecesOf(r.raw)
          .map((p) => p.text)
          .join(' | ')} |`,
      },
      ...rowsOf(lines, header),
    );
    i = end - 1;
  }
  return out;
}
