/**
 * A table flattened with single spaces whose header line ends in one column per book, each named
 * `Chapter in <Book>` (`Date Topics Chapter in Smith Chapter in Jones`), over dated rows that end in the
 * bare chapter numbers of those columns (`23-Jan Tides and waves 11 8`, `4-Apr Coasts 12 11, 12`). The
 * last groups of numbers of a row are its book cells, left to right (an empty last cell leaves one group:
 * `Water masses 8` is the first book's); each is that book's chapter (`Smith Ch. 11`), the rest of the
 * row its topic. Taken only when three rows or more end in such numbers.
 */
import { leadingDate } from './dates';
import type { PreparedLine } from './prepare';

export interface BookChapterRow {
  /** The row's text between its date and its chapter numbers. */
  topic: string;
  /** One reading per book cell: the book's name, the unit and the cell (`Smith Ch. 11, 12`). */
  titles: string[];
}

/** One book column at the end of the header: `Chapter in Smith`, `Readings from Jones`. */
const BOOK_COLUMN = /\s(chapters?|chs?\.?|readings?|sections?)\s+(?:in|from)\s+([A-Z][A-Za-z'’-]{1,30})\s*$/i;
const MAX_BOOKS = 4;
const MIN_ROWS = 3;
/** A cell's last number, or a run without spaces (`16`, `11,12`), and a number before a comma (`11,`). */
const LAST_NUMBER = /^\d{1,3}(?:,\d{1,3}){0,6}$/;
const LISTED_NUMBER = /^\d{1,3},$/;

interface BookColumns {
  books: string[];
  unit: string;
}

/** The book columns that end a header line, left to right; null when the line does not end in one. */
export function bookColumns(text: string): BookColumns | null {
  let rest = ` ${text}`;
  const books: string[] = [];
  let unit = '';
  for (let m = BOOK_COLUMN.exec(rest); m && books.length < MAX_BOOKS; m = BOOK_COLUMN.exec(rest)) {
    if (!/^[A-Z]/.test(m[2]!)) break;
    books.unshift(m[2]!);
    unit = /^ch/i.test(m[1]!) ? 'Ch.' : /^s/i.test(m[1]!) ? 'Sections' : '';
    rest = rest.slice(0, m.index);
  }
  // The header names other columns before the books (`Date Topics`), and no date opens it.
  if (!books.length || !/[A-Za-z]{3}/.test(rest) || leadingDate(text)) return null;
  return { books, unit };
}

/** Up to `max` groups of numbers at the end of the words, left to right, and where they start. */
export function trailingNumberGroups(
  words: readonly string[],
  max: number,
): { groups: string[]; at: number } {
  const groups: string[] = [];
  let i = words.length;
  while (groups.length < max && i > 0 && LAST_NUMBER.test(words[i - 1]!)) {
    let j = i - 1;
    while (j > 0 && LISTED_NUMBER.test(words[j - 1]!)) j--;
    groups.unshift(words.slice(j, i).join(' '));
    i = j;
  }
  return { groups, at: i };
}

/** The row read under the book columns, or null when it ends in no chapter numbers. */
function bookRow(rest: string, cols: BookColumns): BookChapterRow | null {
  const words = rest.trim().split(/\s+/);
  const { groups, at } = trailingNumberGroups(words, cols.books.length);
  const topic = words.slice(0, at).join(' ');
  if (!groups.length || !/[A-Za-z]/.test(topic)) return null;
  const titles = groups.map((g, k) => [cols.books[k], cols.unit, g].filter(Boolean).join(' '));
  return { topic, titles };
}

/** Each dated row under a book-column header, read; an empty map when the document has no such table. */
export function bookChapterRows(lines: readonly PreparedLine[]): ReadonlyMap<PreparedLine, BookChapterRow> {
  const found = new Map<PreparedLine, BookChapterRow>();
  let cols: BookColumns | null = null;
  for (const l of lines) {
    if (l.cells || l.bullet) {
      cols = null;
      continue;
    }
    const d = cols ? leadingDate(l.text) : null;
    if (cols && !d) cols = null;
    if (!cols) {
      cols = bookColumns(l.text);
      continue;
    }
    const row = bookRow(d!.rest, cols);
    if (row) found.set(l, row);
  }
  return found.size >= MIN_ROWS ? found : new Map();
}
