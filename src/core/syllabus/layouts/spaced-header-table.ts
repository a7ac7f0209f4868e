/**
 * A table flattened to text with NO separators left (a web page's table pasted as text): the header's
 * cells run together on one line with single spaces (`Topic Class # Page # Statutes/Rules – Cases`),
 * then one row a line, its cells run together too (`Introduction to Agency II 2 1-16 Restatement …,
 * Gorton v. Doty`), the class number in mid-row.
 *
 * The header decides: its words are cut into the column names `columns.ts` knows (a `#`, `No.` or a
 * parenthesised note stays with the word before it; words joined by `/`, `&` or a spaced dash are one
 * name). Every name must be known, one of them a class number, one a reading or pages column. Each
 * following line is cut into that many cells by the shape of each column: the number cell is a bare
 * number counting up from the row before, a pages cell the page ranges right after it (empty when
 * there are none); a column of free text takes what lies between two shaped cells, so two free
 * columns side by side cannot be told apart and such a header is left alone. A line with no number
 * cell continues the row before (a cell that wraps); the table ends at a heading, a pipe row or a blank
 * line followed by a line that is no row. Two rows or more are written back as pipe rows under the
 * header for the pipe table layout. Runs before the lines are joined.
 */
import { type PipeColumn, columnKind, pipeHeader } from '../columns';

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

type Shape = 'number' | 'pages' | 'free';

const shapeOf = (kind: PipeColumn): Shape => (kind === 'number' || kind === 'pages' ? kind : 'free');

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
  }
  const names = best[units.length];
  if (!names || names.length < 3) return null;
  const kinds = pipeHeader(names);
  if (!kinds?.includes('number')) return null;
  // Two free columns side by side have no shape between them to cut at.
  const shapes = kinds.map(shapeOf);
  if (shapes.some((s, i) => s === 'free' && shapes[i + 1] === 'free')) return null;
  if (kinds.filter((k) => k === 'number').length > 1) return null;
  return { names, kinds };
}

/** A row's cells cut by the columns' shapes, or null when the line has no number cell counting up. */
export function cutRow(line: string, kinds: PipeColumn[], lastNumber: number): string[] | null {
  const tokens = line.trim().split(/\s+/);
  const at = kinds.indexOf('number');
  const numbers = tokens.flatMap((tok, i) =>
    NUMBER_TOKEN.test(tok) && Number(tok) > lastNumber && (at === 0 ? i === 0 : i > 0) ? [i] : [],
  );
  // The next number in order when the line has it, else the first larger one.
  const n = numbers.find((i) => Number(tokens[i]) === lastNumber + 1) ?? numbers[0];
  if (n === undefined) return null;
  const cells: string[] = kinds.map(() => '');
  if (at > 0) cells[at - 1] = tokens.slice(0, n).join(' ');
  cells[at] = tokens[n]!;
  let rest = tokens.slice(n + 1).join(' ');
  for (let k = at + 1; k < kinds.length; k++) {
    if (shapeOf(kinds[k]!) === 'pages') {
      const pages = LEADING_PAGES.exec(rest);
      cells[k] = pages ? pages[0] : '';
      rest = pages ? rest.slice(pages[0].length).trim() : rest;
    } else if (shapeOf(kinds[k]!) === 'free') {
      cells[k] = rest;
      rest = '';
    }
  }
  // Text left after the last column belongs to it.
  if (rest) cells[kinds.length - 1] = `${cells[kinds.length - 1]} ${rest}`.trim();
  return cells;
}

interface Row {
  at: number;
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
    const cells = cutRow(t, kinds, rows.at(-1)?.number ?? 0);
    if (cells) {
      rows.push({ at: i, cells, number: Number(cells[kinds.indexOf('number')]) });
      blank = false;
      continue;
    }
    const last = rows.at(-1);
    if (!last || blank) break;
    const k = last.cells.length - 1;
    last.cells[k] = `${last.cells[k]} ${t}`.trim();
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
