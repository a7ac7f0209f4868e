/** A pipe row without a named header: leading cells may hold a class number, a weekday and a date. */
import { saysDue } from '../due-word';
import { leadingDate, weekdayIndex } from '../dates';
import type { PreparedLine } from '../prepare';
import type { Layout, LayoutContext } from './context';
import { isClassTimeAndPlace } from './class-time-place';
import { CLASS_HEADING } from './patterns';
import { isCounterRow } from './counter-cells';
import { contentCells, isSectionTopicCell } from './row-cells';
import { isSectionCell } from './section-cell';
import { newSession } from './session';
import { listedDays } from '../listed-days';
import { CELLS } from './line-shape';

/** `| Tue | Class 4: topic |` under a week heading with a date range: the weekday places the class. */
function weekdayRow(l: PreparedLine, cells: string[], ctx: LayoutContext): boolean {
  const day = weekdayIndex(cells[0]!);
  if (day === undefined || cells[0]!.length > 9 || !ctx.weekRange) return false;
  const s = ctx.start(newSession(l, { weekday: day }));
  let content = cells.slice(1).filter(Boolean);
  content = content.filter((c, i) => i === 0 || !saysDue(c));
  let text = content.join(' ');
  const cls = CLASS_HEADING.exec(text);
  if (cls) {
    s.classNo = Number(cls[1]);
    text = text.slice(cls[0].length);
  }
  ctx.addContent(text.trim(), l);
  return true;
}

/**
 * `2 | Worksheet 1 | Monday, Sept 9 | Lecture 3 | ...`: a short cell between the number and the
 * date (a week's tutorial or lab column, printed on the week's first row only) is passed over when
 * the next cell is a date alone; the row is dated as the week's later rows (`Tuesday, Sept 10 | ...`).
 */
function besideNumberCell(cells: string[], i: number): number {
  const cell = cells[i] ?? '';
  if (!cell || cell.length > 60 || leadingDate(cell)) return i;
  const next = leadingDate(cells[i + 1] ?? '');
  return next && !next.rest ? i + 1 : i;
}

export const datedPipeRow: Layout = {
  name: 'dated pipe row',
  shape: { has: CELLS },
  read(l, ctx) {
    if (!l.cells) return null;
    const filled = l.cells.map((c) => c.trim());
    let i = 0;
    while (i < filled.length && !filled[i]) i++;
    let classNo: number | undefined;
    let weekday: number | undefined;
    if (/^\d{1,3}$/.test(filled[i] ?? '')) classNo = Number(filled[i++]);
    while (i < filled.length && !filled[i]) i++;
    if (classNo !== undefined) i = besideNumberCell(filled, i);
    const cell = filled[i] ?? '';
    // A cell that is only a weekday ("Tue", "R"); "M 9/12" is a date with its weekday.
    if (cell.length <= 9 && /^[A-Za-z.]+$/.test(cell) && weekdayIndex(cell) !== undefined && filled[i + 1])
      weekday = weekdayIndex(filled[i++]!);
    while (i < filled.length && !filled[i]) i++;
    const d = leadingDate(filled[i] ?? '');
    // A date cell may also give the class's time and room (class-time-place.ts).
    if (!d || (d.rest && !isClassTimeAndPlace(d.rest))) {
      if (weekday !== undefined) return weekdayRow(l, filled.slice(i - 1), ctx) ? 'table row' : null;
      return null;
    }
    const s = ctx.start(newSession(l, { date: d.date, weekday: d.weekday ?? weekday, classNo }));
    // `16, 19 Feb`: the further class days of the row are meetings too (listed-days.ts).
    const listed = listedDays(filled[i]!);
    if (listed.length) s.listedDays = listed;
    // `2022-08-30 | Tuesday | 3 | 2 | 3`: a class-counter row dates a class and names nothing to read.
    if (isCounterRow(filled.slice(i + 1))) return 'table row';
    const rest = contentCells(filled.slice(i + 1).filter(Boolean));
    // "Basic Algebra (A.2)": the topic, and the reading of the sections it names.
    const sectionTopics = rest.filter(isSectionTopicCell);
    for (const cell of sectionTopics) {
      s.topics.push(cell);
      ctx.addReadings(cell, l, 'label');
    }
    // `2.1, 2.7`: a cell of section numbers alone is the class's reading (section-cell.ts).
    const sectionCells = rest.filter((c, k) => k > 0 && isSectionCell(c));
    for (const cell of sectionCells) ctx.addReadings(cell, l, 'label');
    const others = rest.filter((c) => !sectionTopics.includes(c) && !sectionCells.includes(c));
    ctx.addContent(others.filter((c, k) => k === 0 || !saysDue(c)).join(' — '), l);
    return 'table row';
  },
};
