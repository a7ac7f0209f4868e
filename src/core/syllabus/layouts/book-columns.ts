/**
 * A table header in two rows: a first row whose only cell names what is read (`| | chapters to read
 * before class |`, an HTML cell spanning columns) over a row naming the date and topic columns and, under
 * that spanning cell, one column per book named by its author (`| date | McConnell | Sommerville | Topics |`).
 * The columns under the banner are reading columns; a bare cell of chapter numbers under a book's name
 * (`1, 2, 21`) is that book's chapters, titled with the name (`McConnell 1, 2, 21`).
 */
import { columnKind, type PipeColumn } from '../columns';

export interface Banner {
  /** The position of the banner's cell: the book columns start there. */
  at: number;
  /** What the bare numbers under it are (`chapters to read` -> `Ch.`), or null. */
  unit: string | null;
}

/** The banner row's cell: the row's only filled cell, naming a reading column, no number in it. */
export function readingBanner(cells: string[]): Banner | null {
  const filled = cells.flatMap((c, i) => (c.trim() ? [i] : []));
  if (filled.length !== 1) return null;
  const text = cells[filled[0]!]!.trim();
  if (/\d/.test(text) || columnKind(text) !== 'reading') return null;
  const unit = /\bchapters?\b/i.test(text) ? 'Ch.' : /\bsections?\b/i.test(text) ? 'Sections' : null;
  return { at: filled[0]!, unit };
}

/** A book's name as a header cell: one to four capitalised words (an author, a short title), no digit. */
const BOOK_NAME = /^[A-Z][A-Za-z.'&-]{1,30}(?: [A-Z&][A-Za-z.'&-]{0,30}){0,3}$/;

export interface BookHeader {
  kinds: PipeColumn[];
  /** The book named by each reading column, null elsewhere. */
  books: (string | null)[];
}

/**
 * The header row under a banner: a row naming a date or topic column but no reading column, whose unnamed
 * columns from the banner's position on are named like books. Null when the row is not such a header.
 */
export function bannerHeader(cells: string[], banner: Banner): BookHeader | null {
  const filled = cells.filter((c) => c.trim());
  if (filled.length < 2 || filled.some((c) => /\d/.test(c))) return null;
  const kinds = cells.map((c) => (c.trim() ? columnKind(c) : 'other'));
  if (kinds.includes('reading') || !(kinds.includes('date') || kinds.includes('topic'))) return null;
  const books: (string | null)[] = cells.map(() => null);
  for (let i = banner.at; i < cells.length && kinds[i] === 'other'; i++) {
    const name = cells[i]!.trim();
    if (!BOOK_NAME.test(name)) break;
    kinds[i] = 'reading';
    books[i] = name;
  }
  return books.some(Boolean) ? { kinds, books } : null;
}

/**
 * A reading cell under a book's name: bare numbers take the name and the banner's unit (`McConnell Ch.
 * 3–3.4`), so a chapter range is not read as pages.
 */
export function bookTitled(cell: string, book: string | null | undefined, unit: string | null): string {
  if (!book || /[A-Za-z]/.test(cell)) return cell;
  return unit ? `${book} ${unit} ${cell}` : `${book} ${cell}`;
}
