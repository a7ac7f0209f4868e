/** Weekday-column table: a header row of weekday names; each cell is one class of the current week. */
import { looksLikeReadingOnItsOwn } from '../classify';
import { weekdayIndex } from '../dates';
import type { PreparedLine } from '../prepare';
import { isNoClass } from '../signals';
import { ENTRY_BREAK, stripTrailing } from '../text';
import type { Layout, LayoutContext } from './context';
import { cellDate } from './dated-cell';
import { newSession } from './session';
import { gridRowWeek, isWeekLabelCell, splitChapterItems } from './week-grid';
import { CELLS } from './line-shape';

/** A row of a "Monday | Wednesday | Friday" table: one class per cell, in the current week. */
function dayRow(l: PreparedLine, cells: string[], days: (number | undefined)[], ctx: LayoutContext): boolean {
  let any = false;
  // A week grid's first column gives the row's week (week-grid.ts).
  const first = cells.findIndex((c) => c.trim());
  const range = first >= 0 && days[first] === undefined ? gridRowWeek(cells[first]!) : undefined;
  cells.forEach((cell, i) => {
    const weekday = days[i];
    if (weekday === undefined || !cell.trim()) return;
    any = true;
    // Without a week column a cell may carry its own date (dated-cell.ts).
    const dated = range ? null : cellDate(cell);
    const s = ctx.start(
      newSession(l, range ? { weekday, range } : dated ? { weekday, date: dated.date } : { weekday }),
    );
    const parts = (dated ? dated.rest : cell)
      .split(ENTRY_BREAK)
      .flatMap((p) => (range ? splitChapterItems(p.trim()) : [p.trim()]))
      .filter(Boolean);
    parts.forEach((part, k) => {
      if (isNoClass(part)) s.noClass = true;
      if (k === 0 && !looksLikeReadingOnItsOwn(part)) s.topics.push(stripTrailing(part, '.'));
      else ctx.addReadings(part, l, 'inline');
    });
  });
  return any;
}

export const weekdayTable: Layout = {
  name: 'weekday-column table',
  shape: { has: CELLS },
  read(l, ctx) {
    if (!l.cells) return null;
    const days = l.cells.map((c) => (c.trim().length <= 9 ? weekdayIndex(c) : undefined));
    const filled = l.cells.filter((c) => c.trim());
    // A week grid's header may name its first column "Week starting" (week-grid.ts).
    const label = filled[0] !== undefined && isWeekLabelCell(filled[0]) ? 1 : 0;
    if (filled.length >= 2 + label && days.filter((d) => d !== undefined).length === filled.length - label) {
      ctx.dayColumns = days;
      return 'table header';
    }
    if (ctx.dayColumns && dayRow(l, l.cells, ctx.dayColumns, ctx)) return 'table row';
    return null;
  },
};
