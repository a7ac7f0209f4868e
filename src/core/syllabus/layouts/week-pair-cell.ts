/**
 * A week column's two-week cell, `4/5`, `10/11`: a row that spans two teaching weeks (a table whose other
 * rows print one week, `1`, `2`, `3`). Read as its first week, not as a month/day date, when the second
 * number is the next week and the table's week count has reached the first (the row above printed a week
 * no later than it), so a column of real dates (`9/10`, `9/17`) is never taken for weeks.
 */
const PAIR = /^(\d{1,2})\s?\/\s?(\d{1,2})$/;

/** The first week of a `a/a+1` cell following a printed week <= a; null otherwise. */
export function weekPairCell(text: string, previousWeek: number | undefined): number | null {
  const m = PAIR.exec(text.trim());
  if (!m || previousWeek === undefined) return null;
  const first = Number(m[1]);
  return Number(m[2]) === first + 1 && previousWeek <= first && first > 0 ? first : null;
}
