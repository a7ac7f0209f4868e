/**
 * A table flattened to text with NO separators left (a web page's table pasted as text): the header's
 * cells run together on one line with single spaces (`Topic Class # Page # Statutes/Rules – Cases`),
 * then one row a line, its cells run together too (`Introduction to Agency II 2 1-16 Restatement …,
 * Gorton v. Doty`), the class number in mid-row.
 *
 * The header decides: its words are cut into the column names `columns.ts` knows (a `#`, `No.` or a
 * parenthesised note stays with the word before it; words joined by `/`, `&` or a spaced dash are one
 * name). Every name must be known, one of them a class number or a date, one a reading or pages
 * column. Each following line is cut into that many cells by the shape of each column: the number cell
 * is a bare number counting up from the row before, the date cell a date (`Sept 8`, `M 9/8`), a pages
 * cell the page ranges where it stands (empty when there are none); a column of free text takes what
 * lies between two shaped cells, so two free columns side by side cannot be told apart and such a
 * header is left alone. A line with no number or date cell continues the row before (a cell that wraps); the table ends at a heading, a pipe row or a blank
 * line followed by a line that is no row. Two rows or more are written back as pipe rows under the
 * header for the pipe table layout. Runs before the lines are joined.
 */
import { type PipeColumn, columnKind, pipeHeader } from '../columns';
import { leadingDate } from '../dates';

/** A header line: words and column marks only, no digit, no sentence end. */
const HEADER_LINE = /^[A-Za-z][A-Za-z #/&().–—-]{4,80}$/;
/** A token that belongs to the word before it (`Class #`, `Class No.`, `Reading (pages)`). */
const TRAILING_MARK = /^(?:#|no\.?|\(.*\)?|.*\))$/i;
/** A token that joins the words on both sides into one name (`Statutes/Rules – Cases`). */
const JOINER = /^(?:[/&–—-]|and)$/i;
/** A bare class number. */
const NUMBER_TOKEN = /^\d{1,3}$/;
/** The page ranges that open a pages cell: `1-16`, `24-34, 47-51`, `112`. */
const LEADING_PAGES =
  /^(?:pp?\.\s*)?\d{1,4}(?:\s*[-–]\s*\d{1,4})?(?:\s*,\s*\d{1,4}(?:\s*[-–]\s*\d{1,4})?)*(?=\s|$)/;
/** The longest column name in words. */
const MAX_NAME_WORDS = 3;

type Shape = 'number' | 'date' | 'pages' | 'free';

const shapeOf = (kind: PipeColumn): Shape =>
  kind === 'number' || kind === 'date' || kind === 'pages' ? kind : 'free';

/** The header's words grouped into units: marks glued to the word before, joined words kept together. */
function headerUnits(line: string): string[] {
  const units: string[] = [];
  let join = false;
  for (const token of line.split(' ').filter(Boolean)) {
    if (units.length && (join || TRAILING_MARK.test(token) || JOINER.test(token) || /^[/&]/.test(token)))
      units[units.length - 1] += ` ${token}`;
    else units.push(token);
    join = JOINER.test(token) || /[/&–—-]$/.test(token);
  }
  return units;
}

/** The header's column names: its units cut so that every name is a known column (fewest names). */
export function headerColumns(line: string): { names: string[]; kinds: PipeColumn[] } | null {
  const t = line.trim();
  if (!HEADER_LINE.test(t)) return null;
  const units = headerUnits(t);
  if (units.length < 3 || units.length > 12) return null;
  // best[i]: the fewest known names covering units[0..i), or null when they cannot all be known.
  const best: (string[] | null)[] = [[]];
  for (let i = 1; i <= units.length; i++) {
    best[i] = null;
    for (let w = 1; w <= Math.min(MAX_NAME_WORDS, i); w++) {
      const before = best[i - w];
      const name = units.slice(i - w, i).join(' ');
      if (!before || columnKind(name) === 'other') continue;
      if (!best[i] || before.length + 1 < best[i]!.length) best[i] = [...before, name];
    }
    // No name ends at any of the last MAX_NAME_WORDS units: none can start after them either.
    if (i >= MAX_NAME_WORDS && best.slice(i - MAX_NAME_WORDS + 1).every((b) => b === null)) return null;
  }
  const names = best[units.length];
  if (!names || names.length < 3) return null;
  const kinds = pipeHeader(names);
  if (!kinds) return null;
  const shapes = kinds.map(shapeOf);
  // A row is found by its number or date cell (one of each at most); no two free columns side by side.
  if (!shapes.includes('number') && !shapes.includes('date')) return null;
  if (shapes.filter((x) => x === 'number').length > 1 || shapes.filter((x) => x === 'date').length > 1)
    return null;
  if (shapes.some((x, i) => x === 'free' && shapes[i + 1] === 'free')) return null;
  return { names, kinds };
}

interface Found {
  start: number;
  end: number;
}

/** A date cell opening the tokens at `i` (`Sept 8`, `M 9/8`, `9/8`), as the tokens it spans; a bare number is none. */
function dateAt(tokens: string[], i: number): Found | null {
  const text = tokens.slice(i, i + 4).join(' ');
  const d = leadingDate(text);
  if (d?.index !== 0) return null;
  const cell = text.slice(0, d.end).trim();
  if (!/[A-Za-z/]/.test(cell)) return null;
  return { start: i, end: i + cell.split(/\s+/).length };
}

/** The shaped cell among tokens[from, to), or null. A number counts up from the row before. */
function findShape(
  tokens: string[],
  shape: Shape,
  from: number,
  to: number,
  lastNumber: number,
): Found | null {
  if (shape === 'number') {
    const at: number[] = [];
    for (let i = from; i < to; i++)
      if (NUMBER_TOKEN.test(tokens[i]!) && Number(tokens[i]) > lastNumber) at.push(i);
    // The next number in order when the line has it, else the first larger one.
    const n = at.find((i) => Number(tokens[i]) === lastNumber + 1) ?? at[0];
    return n === undefined ? null : { start: n, end: n + 1 };
  }
  if (shape === 'date') {
    for (let i = from; i < to; i++) {
      const d = dateAt(tokens, i);
      if (d) return d;
    }
    return null;
  }
  // After free text, the first page range (`145-160`) or the pages that end the line: a lone number
  // inside a topic (`Chapter 11 Estates`) is not taken for them.
  for (let i = from; i < to; i++) {
    const pages = LEADING_PAGES.exec(tokens.slice(i).join(' '));
    if (!pages) continue;
    const end = i + pages[0].trim().split(/\s+/).length;
    if (to === from + 1 || /[-–]/.test(pages[0]) || end === tokens.length) return { start: i, end };
  }
  return null;
}

/**
 * A row's cells cut by the columns' shapes, or null when the line has no row cell (number counting up,
 * or date) where the header puts it. A free column takes the words up to the next shaped cell.
 */
export function cutRow(line: string, kinds: PipeColumn[], lastNumber: number): string[] | null {
  const tokens = line.trim().split(/\s+/);
  const cells: string[] = kinds.map(() => '');
  let pos = 0;
  let pendingFree = -1;
  for (let k = 0; k < kinds.length; k++) {
    const shape = shapeOf(kinds[k]!);
    if (shape === 'free') {
      pendingFree = k;
      continue;
    }
    // After a free column the cell is searched for (the free one takes at least a word), else it is at pos.
    const from = pendingFree >= 0 ? pos + 1 : pos;
    const found = findShape(tokens, shape, from, pendingFree >= 0 ? tokens.length : pos + 1, lastNumber);
    if (!found) {
      // A pages cell may be empty; a missing number or date cell means the line is no row.
      if (shape === 'pages') continue;
      return null;
    }
    if (pendingFree >= 0) cells[pendingFree] = tokens.slice(pos, found.start).join(' ');
    pendingFree = -1;
    cells[k] = tokens.slice(found.start, found.end).join(' ');
    pos = found.end;
  }
  const rest = tokens.slice(pos).join(' ');
  // Text after the last shaped cell belongs to the free column after it, or else to the last column.
  const last = pendingFree >= 0 ? pendingFree : kinds.length - 1;
  if (rest) cells[last] = `${cells[last]} ${rest}`.trim();
  return cells;
}

interface Row {
  at: number;
  text: string;
  cells: string[];
  number: number;
}

/** The rows under a header at `from`; a line with no row shape continues the row above. */
function readRows<T extends { raw: string }>(lines: T[], from: number, kinds: PipeColumn[]): Row[] {
  const rows: Row[] = [];
  let blank = false;
  for (let i = from; i < lines.length; i++) {
    const t = lines[i]!.raw.trim();
    if (!t) {
      blank = true;
      continue;
    }
    if (t.startsWith('#') || t.includes('|')) break;
    const numberAt = kinds.indexOf('number');
    const cells = cutRow(t, kinds, rows.at(-1)?.number ?? 0);
    if (cells) {
      rows.push({ at: i, text: t, cells, number: numberAt >= 0 ? Number(cells[numberAt]) : 0 });
      blank = false;
      continue;
    }
    const last = rows.at(-1);
    if (!last || blank) break;
    // A wrapped row: its lines cut again as one (the cells after the wrap find their columns).
    last.text = `${last.text} ${t}`;
    const before = rows.at(-2)?.number ?? 0;
    last.cells =
      cutRow(last.text, kinds, before) ??
      last.cells.map((c, k) => (k === kinds.length - 1 ? `${c} ${t}`.trim() : c));
    lines[i] = { ...lines[i]!, raw: '' };
  }
  return rows;
}

/** Rewrites every such table in `lines` as pipe rows (rows wrapped over lines are joined into one). */
export function spacedHeaderTables<T extends { raw: string }>(lines: T[]): T[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    // A header line has no digit and no pipe: most lines are not one.
    const raw = out[i]!.raw;
    if (/[\d|]/.test(raw) || raw.length > 90) continue;
    const header = headerColumns(raw);
    if (!header) continue;
    const work = [...out];
    const rows = readRows(work, i + 1, header.kinds);
    if (rows.length < 2) continue;
    work[i] = { ...work[i]!, raw: `| ${header.names.join(' | ')} |` };
    for (const r of rows) work[r.at] = { ...work[r.at]!, raw: `| ${r.cells.join(' | ')} |` };
    out.splice(0, out.length, ...work);
    i = rows.at(-1)!.at;
  }
  return out;
}
