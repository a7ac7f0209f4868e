/**
 * Meeting days printed as a schedule table's DAY COLUMNS: `| Week | Dates | Topics | Mon | Wed | Fri | Rec |`
 * over one row per week whose Mon, Wed and Fri cells hold that day's work (`{{PA}}`, `Quiz 2`, `Ch. 3`). The
 * weekday names of the header are the class days, as a week grid's columns are (fresh35 h352): a day column
 * counts when it is filled on at least half of the rows (three or more), so a grid printing all five weekdays for
 * a course that meets on two of them gives those two (a row that lost its empty cells, its cells no longer under
 * their days, counts for none). Wants two day columns beside a column that is no weekday (the week or date),
 * three body rows at least.
 */
import type { MeetingDay } from '../model';
import { weekdayIndex, weekdayName } from './dates';
import { PIPE_RULE_ROW, pipeCellTexts } from './pipe-cell-texts';

const DAY_NAME = /^(?:mon|monday|tue|tues|tuesday|wed|wednesday|thu|thur|thurs|thursday|fri|friday)\.?$/i;
const MIN_ROWS = 3;

/** The body rows under the header (a rule row, or the empty line it became, skipped). */
function bodyRows(texts: readonly string[], at: number): string[][] {
  const rows: string[][] = [];
  let i = at + 1;
  if (i < texts.length && (!texts[i]!.trim() || PIPE_RULE_ROW.test(texts[i]!))) i++;
  for (; i < texts.length && texts[i]!.includes('|'); i++)
    if (!PIPE_RULE_ROW.test(texts[i]!)) rows.push(pipeCellTexts(texts[i]!));
  return rows;
}

export function dayNameColumnDays(texts: readonly string[]): MeetingDay[] {
  for (let at = 0; at < texts.length; at++) {
    const text = texts[at]!;
    if ((text.match(/\|/g) ?? []).length < 3) continue;
    const header = pipeCellTexts(text);
    const dayCols = header.flatMap((h, i) => (DAY_NAME.test(h) ? [i] : []));
    const other = header.some((h) => h && !DAY_NAME.test(h));
    if (dayCols.length < 2 || !other) continue;
    const rows = bodyRows(texts, at);
    if (rows.length < MIN_ROWS) {
      at += rows.length; // the rows just read are no header of their own (linear)
      continue;
    }
    const need = Math.max(MIN_ROWS, rows.length / 2);
    // A row with fewer cells than the header lost its empty ones: its cells no longer stand under their days.
    const aligned = rows.filter((r) => r.length === header.length);
    const days = dayCols
      .filter((c) => aligned.filter((r) => (r[c] ?? '') !== '').length >= need)
      .map((c) => weekdayIndex(header[c]!)!);
    const unique = [...new Set(days)].sort((a, b) => a - b);
    if (unique.length >= 2) return unique.map(weekdayName);
    at += rows.length;
  }
  return [];
}
