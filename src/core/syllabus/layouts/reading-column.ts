/**
 * Layout: a pipe table whose header does not name its reading column. `Lectures | Topic | Dates |
 * Comments` holds the readings under `Comments` (or `Notes`, `Remarks`, `Materials`): the header names
 * the session and the date or topic, and one other column's cells are book references (`Chap 2 AMP`,
 * `Ch. 4`, `pp. 12-30`, `Sections 2.1-2.3`). When at least half of that column's filled cells, and two
 * or more, are such references, its header cell is renamed `Reading`, so the pipe-table layout reads the
 * column as it reads a named one. A column of homework or exam codes has no references and stays
 * unread; a header that already names a reading or pages column is left alone.
 */
import { columnKind } from '../columns';
import { stripMarkup } from '../text';

/** A reference to a part of a book or to pages, at the start of a cell or of a bullet in it. */
const BOOK_REFERENCE =
  /(?:^|[*•;]\s*|<br\s*\/?>\s*)(?:ch(?:ap(?:ter)?)?s?\.?\s*\d|pp?\.\s*\d|pages?\s+\d|sections?\s+\d|§\s*\d)/i;

function cellsOf(raw: string): string[] {
  return raw.split('|');
}

/** The index of the column holding the readings, if the header names none but the cells show one. */
function readingColumn(header: string[], body: string[][]): number {
  const kinds = header.map((c) => (c.trim() ? columnKind(stripMarkup(c)) : 'other'));
  if (kinds.includes('reading') || kinds.includes('pages')) return -1;
  if (!kinds.some((k) => k === 'date' || k === 'topic' || k === 'number')) return -1;
  let best = -1;
  let bestRefs = 1;
  kinds.forEach((k, j) => {
    if (k !== 'other' || !header[j]!.trim()) return;
    let filled = 0;
    let refs = 0;
    for (const row of body) {
      const cell = (row[j] ?? '').trim();
      if (!cell) continue;
      filled++;
      if (BOOK_REFERENCE.test(cell)) refs++;
    }
    if (refs > bestRefs && 2 * refs >= filled) {
      best = j;
      bestRefs = refs;
    }
  });
  return best;
}

/**
 * The raw lines with the header of such a table renamed: `| Lectures | ... | Reading |`. Rows are the
 * lines with a '|' after the header up to the first other non-empty line (blank lines and the rule
 * row between them are skipped).
 */
export function nameReadingColumns<T extends { raw: string }>(lines: T[]): T[] {
  let out: T[] | null = null;
  for (let i = 0; i < lines.length; i++) {
    const head = lines[i]!.raw;
    if (!head.includes('|')) continue;
    const body: string[][] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const raw = lines[j]!.raw;
      if (!raw.trim()) continue;
      if (!raw.includes('|')) break;
      body.push(cellsOf(raw));
    }
    const header = cellsOf(head);
    const col = body.length >= 2 ? readingColumn(header, body) : -1;
    if (col >= 0) {
      header[col] = ' Reading ';
      out ??= [...lines];
      out[i] = { ...lines[i]!, raw: header.join('|') };
    }
    i = j - 1;
  }
  return out ?? lines;
}
