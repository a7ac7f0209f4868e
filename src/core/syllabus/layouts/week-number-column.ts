/**
 * A table with both a class-number and a week-number column: `Class number | Week number | Topic |
 * Readings` over `2 | 36 | Intro | McCarty (2003)`. The first number column numbers the classes; the
 * week column, headed `Week` / `Wk` / `Week number`, prints the week each class falls in (often the
 * calendar week of the year: 35, 36, ... with a skipped break week), read by calendar-weeks.ts.
 */
import type { PipeColumn } from '../columns';

const WEEK_HEADER = /^(?:weeks?|wks?|kw)\b/i;

/** The index of a week-number column that is not the table's first number column, or -1. */
export function weekNumberColumn(cells: readonly string[], kinds: readonly PipeColumn[]): number {
  const first = kinds.indexOf('number');
  if (first < 0) return -1;
  return kinds.findIndex(
    (k, i) => i > first && k === 'number' && WEEK_HEADER.test((cells[i] ?? '').replace(/[*_]/g, '').trim()),
  );
}

/** The printed week of a row's week cell (`36`), when it is a bare number. */
export function rowWeekNumber(cells: readonly string[], column: number): number | undefined {
  const m = column < 0 ? null : /^\d{1,2}$/.exec((cells[column] ?? '').trim());
  return m ? Number(m[0]) : undefined;
}
