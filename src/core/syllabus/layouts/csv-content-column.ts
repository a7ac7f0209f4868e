/**
 * A CSV schedule whose header names the class date but no column of readings, topics or pages
 * (`Date,Type,New Plan,Notes,Due`): what each class covers - the works read for it - sits in the
 * column that holds the most text, record after record. That column is the schedule's content; it is
 * read as the reading column (the classifier still weighs every cell, so holidays and presentations
 * stay out). Two shapes of such a content cell are undone as well:
 * - works set side by side with a slash (`Modernist Painting/rhetoric of image`): one item each;
 * - a cell line naming only a part of the work above (`Chapter: A Propaganda Model`,
 *   `Introduction & Chapter: From additive to expressive form`): joined to that line with a comma, so
 *   the part stays with its book.
 */
import type { PipeColumn } from '../columns';

/** Words of a cell: runs of two letters or more. */
function words(cell: string): number {
  return cell.match(/\p{L}{2,}/gu)?.length ?? 0;
}

/**
 * The index of the content column, or -1: the header names a date column and no reading, pages or
 * topic column; the column is free (`other`), filled in at least half the records, and holds the most
 * words of all such columns, at least twice as many as the next one.
 */
export function contentColumn(kinds: readonly PipeColumn[], rows: readonly string[][]): number {
  if (!kinds.includes('date') || kinds.some((k) => k === 'reading' || k === 'pages' || k === 'topic'))
    return -1;
  const totals = kinds.map((k, i) => {
    if (k !== 'other') return -1;
    const cells = rows.map((r) => (r[i] ?? '').trim());
    if (cells.filter(Boolean).length * 2 < rows.length) return -1;
    return cells.reduce((n, c) => n + words(c), 0);
  });
  const best = totals.indexOf(Math.max(...totals));
  if (best < 0 || totals[best]! <= 0) return -1;
  const next = Math.max(...totals.filter((_, i) => i !== best), 0);
  return totals[best]! >= 2 * next ? best : -1;
}

/** A cell line that names only a part of the work on the line above it. */
const PART_LINE = /^(?:(?:introduction|preface)\s*(?:&|and)\s*)?chapters?\s*:\s*\S/i;

/** A slash between two works: letters (or a closing period) before it, a space or a letter after it. */
const WORK_SLASH = /(?<=[\p{L}.]\s{0,2})\/\s{0,2}(?=\p{L})/gu;

/** Two words or more on each side of every slash: works, not `and/or` or `Encoding/Decoding`. */
function slashWorks(line: string): string[] {
  const parts = line.split(WORK_SLASH).map((p) => p.trim());
  if (parts.length < 2 || parts.some((p) => words(p) < 2)) return [line];
  return parts;
}

/** A content cell's lines: part lines joined to the line above, works apart at slashes. */
export function contentCellLines(lines: readonly string[]): string[] {
  const joined: string[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    if (PART_LINE.test(line) && joined.length > 0) joined[joined.length - 1] += `, ${line}`;
    else joined.push(line);
  }
  return joined.flatMap(slashWorks);
}
