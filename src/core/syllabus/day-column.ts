/**
 * Meeting days printed in a schedule table's own column (`| Week | Week of Monday | Lecture days | … |`
 * over rows `| 2 | Jan 22 | M,W,F | … |`): the header names the column (`Lecture days`, `Class days`,
 * `Meeting days`; a `<br>` inside it, `Lecture<br>days`, is a space), each row lists that week's class days as weekday codes (`M,W,F`, `MWF`, `Tu/Th`). The
 * days listed on at least half of the rows (three or more) are the meeting days; a short first or last
 * week (`W,F`, `M`) does not change them.
 */
import type { MeetingDay } from '../model';
import { weekdayName } from './dates';

const HEADER = /^(?:lecture|class|meeting)\s*days?$/i;
const CODE_DAYS: Record<string, number> = { M: 0, Mo: 0, T: 1, Tu: 1, W: 2, We: 2, Th: 3, R: 3, F: 4, Fr: 4 };
/** A cell of day codes only (`M,W,F`, `MWF`, `Tu/Th`, `M W F`), once its separators are removed. */
const CODES_CELL = /^(?:Th|Tu|Mo|We|Fr|[MTWRF]){1,5}$/;
const SEPARATORS = /[\s,/&]/g;
const MIN_ROWS = 3;

const cellsOf = (text: string) =>
  text
    .replace(/^\s*\|/, '')
    .replace(/\|\s*$/, '')
    .split('|')
    .map((c) =>
      c
        .replace(/<[^>]{0,20}>|&nbsp;|¦/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );

function codeDays(cell: string): number[] | null {
  if (!cell || cell.length > 20 || !CODES_CELL.test(cell.replace(SEPARATORS, ''))) return null;
  const codes = cell.match(/Th|Tu|Mo|We|Fr|[MTWRF]/g) ?? [];
  return [...new Set(codes.map((c) => CODE_DAYS[c]!))];
}

export function dayColumnDays(texts: readonly string[]): MeetingDay[] {
  let column = -1;
  const counts = new Array<number>(5).fill(0);
  let rows = 0;
  for (const text of texts) {
    // A line outside the table ends it; a blank one (the header's rule, `|---|`) does not.
    if (!text.includes('|')) {
      if (text.trim()) column = -1;
      continue;
    }
    const cells = cellsOf(text);
    const header = cells.findIndex((c) => HEADER.test(c));
    if (header >= 0) {
      column = header;
      continue;
    }
    if (column < 0) continue;
    const days = codeDays(cells[column] ?? '');
    if (!days) continue;
    rows++;
    for (const d of days) counts[d]!++;
  }
  if (rows < MIN_ROWS) return [];
  return counts.flatMap((c, i) => (c * 2 >= rows ? [weekdayName(i)] : []));
}
