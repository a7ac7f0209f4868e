/**
 * The header of a table pasted one cell a line (`cell-per-line-table.ts`): its labels one a line,
 * and the column kinds the pipe table layouts would give them. A header is what one of those layouts
 * reads as a header once the table is written back as pipe rows: a header naming a reading column
 * (`pipeHeader`), a header of weekday columns (`| Week starting | Monday | Wednesday |`, the
 * weekday table), or a header naming a class number or a date column
 * (`Lecture | Date | Topic`, `Lectures | Topic | Dates | Comments`: the dated and numbered row
 * layouts and `reading-column.ts` read its rows, as they read the same table written with pipes).
 *
 * A paste often sets the header right under the sentence that introduces the table, with no blank
 * line between (`The schedule below may change:` / `Week` / `Date` / `Topic` / `Readings`): the header
 * is then the run of label lines that closes that group.
 */
import { columnKind, type PipeColumn, pipeHeader } from '../columns';
import { weekdayIndex } from '../dates';
import { isWeekLabelCell } from './week-grid';

/** A header label: a few words (at most four), no digits, no pipe, opening with a letter or `#`. */
const LABEL = /^[#A-Za-z][^\d|:]{0,40}$/;
export const isLabel = (text: string) => LABEL.test(text) && text.split(' ').length <= 4;
export const MAX_COLUMNS = 8;

/** A header of weekday columns, its first label maybe the week's (`Week starting`). */
function weekdayHeader(labels: string[]): boolean {
  const rest = isWeekLabelCell(labels[0]!) ? labels.slice(1) : labels;
  return rest.length >= 2 && rest.every((l) => l.length <= 9 && weekdayIndex(l) !== undefined);
}

/** The column kinds of a header of label lines, or null when the pipe table layouts would read no header. */
export function headerKinds(labels: string[]): PipeColumn[] | null {
  if (labels.length < 2 || labels.length > MAX_COLUMNS || !labels.every(isLabel)) return null;
  const named = pipeHeader(labels);
  if (named) return named;
  const kinds = labels.map(columnKind);
  if (weekdayHeader(labels)) return kinds;
  return kinds.some((k) => k === 'number' || k === 'date') ? kinds : null;
}

/**
 * Where a header may start in a group of lines (`group`, the lines between two blank lines), the
 * longest first: the whole group when it is a header; else each run of label lines closing the group
 * after a line that is no label (the caller keeps the first one that has rows under it).
 */
export function headerStarts(group: string[]): number[] {
  if (headerKinds(group)) return [0];
  let first = group.length;
  while (first > 0 && isLabel(group[first - 1]!)) first--;
  if (first === 0) return [];
  const out: number[] = [];
  for (let at = first; at <= group.length - 2; at++) if (headerKinds(group.slice(at))) out.push(at);
  return out;
}
