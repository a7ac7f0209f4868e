/**
 * A schedule whose week number opens only the week's first class row, the other classes being bare
 * date rows: `4 01/27 Homer, Iliad, book 1` / `01/29 Iliad, book 22` / `5 02/03 Odyssey, books 1-2`.
 * The number is the printed week, not a class count: each such line becomes a `Week N` line and its
 * dated row. Read only when three rows or more are numbered, their numbers run up, and bare date rows
 * stand between them (a list where every row is numbered is a list of classes, and a row with column
 * gaps a spaced table, both read elsewhere).
 */

/** `4 01/27 …`, `9 03/02[4] …`: a week number, then a numeric date (a footnote mark may follow it). */
const NUMBERED_ROW = /^\s*(\d{1,2})\s+(?=\d{1,2}\/\d{1,2}(?:\[\d{1,2}\])?(?:\s|$))/;
/** `01/29 …`: a row opened by a numeric date alone. */
const DATE_ROW = /^\s*\d{1,2}\/\d{1,2}(?:\[\d{1,2}\])?(?:\s|$)/;
/** Two spaces or a tab between two words: a column gap. */
const COLUMN_GAP = /\S(?: {2}|\t)\s*\S/;
const MIN_WEEKS = 3;

export interface WeekRow {
  week: number;
  /** The line without its week number: the dated row. */
  row: string;
}

/** The numbered rows of such a schedule, by line index; empty when the text is not one. */
export function weekNumberedDateRows(texts: string[]): Map<number, WeekRow> {
  const rows = new Map<number, WeekRow>();
  let last = 0;
  let bare = 0;
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    const m = NUMBERED_ROW.exec(text);
    // A row with column gaps is a spaced table's row: its layout reads the week column.
    if (m && COLUMN_GAP.test(text)) return new Map();
    if (m) {
      const week = Number(m[1]);
      if (week <= last) return new Map();
      last = week;
      rows.set(i, { week, row: text.slice(m[0].length) });
    } else if (rows.size && DATE_ROW.test(text)) bare++;
  }
  return rows.size >= MIN_WEEKS && bare >= 2 ? rows : new Map();
}
