/** A pipe row without a named header: leading cells may hold a class number, a weekday and a date. */
import { leadingDate, weekdayIndex } from '../dates';
import type { PreparedLine } from '../prepare';
import type { Layout, LayoutContext } from './context';
import { CLASS_HEADING } from './patterns';
import { newSession } from './session';

/** `| Tue | Class 4: topic |` under a week heading with a date range: the weekday places the class. */
function weekdayRow(l: PreparedLine, cells: string[], ctx: LayoutContext): boolean {
  const day = weekdayIndex(cells[0]!);
  if (day === undefined || cells[0]!.length > 9 || !ctx.weekRange) return false;
  const s = ctx.start(newSession(l, { weekday: day }));
  let content = cells.slice(1).filter(Boolean);
  content = content.filter((c, i) => i === 0 || !/\bdue\b/i.test(c));
  let text = content.join(' ');
  const cls = CLASS_HEADING.exec(text);
  if (cls) {
    s.classNo = Number(cls[1]);
    text = text.slice(cls[0].length);
  }
  ctx.addContent(text.trim(), l);
  return true;
}

export const datedPipeRow: Layout = {
  name: 'dated pipe row',
  read(l, ctx) {
    if (!l.cells) return null;
    const filled = l.cells.map((c) => c.trim());
    let i = 0;
    while (i < filled.length && !filled[i]) i++;
    let classNo: number | undefined;
    let weekday: number | undefined;
    if (/^\d{1,3}$/.test(filled[i] ?? '')) classNo = Number(filled[i++]);
    while (i < filled.length && !filled[i]) i++;
    const cell = filled[i] ?? '';
    // A cell that is only a weekday ("Tue", "R"); "M 9/12" is a date with its weekday.
    if (cell.length <= 9 && /^[A-Za-z.]+$/.test(cell) && weekdayIndex(cell) !== undefined && filled[i + 1])
      weekday = weekdayIndex(filled[i++]!);
    while (i < filled.length && !filled[i]) i++;
    const d = leadingDate(filled[i] ?? '');
    if (!d || d.rest) {
      if (weekday !== undefined) return weekdayRow(l, filled.slice(i - 1), ctx) ? 'table row' : null;
      return null;
    }
    ctx.start(newSession(l, { date: d.date, weekday: d.weekday ?? weekday, classNo }));
    const rest = filled.slice(i + 1).filter(Boolean);
    ctx.addContent(rest.filter((c, k) => k === 0 || !/\bdue\b/i.test(c)).join(' — '), l);
    return 'table row';
  },
};
