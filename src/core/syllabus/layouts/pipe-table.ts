/** Pipe table with a header row naming its columns: `Lecture | Date | Topic | Reading`. */
import { type PipeColumn, pipeHeader } from '../columns';
import { leadingDate } from '../dates';
import type { PreparedLine } from '../prepare';
import { isNoClass } from '../signals';
import type { Layout, LayoutContext } from './context';
import { newSession } from './session';

/** A row of a pipe table whose header named its columns. */
function columnRow(l: PreparedLine, cells: string[], kinds: PipeColumn[], ctx: LayoutContext): boolean {
  const cell = (k: PipeColumn) => cells.flatMap((c, i) => (kinds[i] === k && c.trim() ? [c.trim()] : []));
  const dateText = cell('date')[0] ?? '';
  const d = leadingDate(dateText) ?? leadingDate(cell('number')[0] ?? '');
  const number = /^(\d{1,3})\b/.exec(cell('number')[0] ?? '');
  if (!d && !number && !cell('topic').length) return false;
  const s = ctx.start(
    newSession(l, {
      ...(d ? { date: d.date, weekday: d.weekday } : {}),
      ...(number ? { classNo: Number(number[1]) } : {}),
    }),
  );
  const topic = cell('topic').join('; ');
  if (topic) {
    s.topics.push(topic);
    if (isNoClass(topic)) s.noClass = true;
  }
  const unit = ctx.columnUnit;
  for (const reading of cell('reading')) {
    if (/^[-–—]+$|^(?:n\/a|none|tbd|tba)$/i.test(reading)) continue;
    // "Reading (chapters)" over "3": the header says what the bare number is.
    const text = /[A-Za-z]{2}/.test(reading) || !unit ? reading : `${unit} ${reading}`;
    ctx.addReadings(text, l, 'label');
  }
  const pages = cell('pages')[0];
  if (pages && !cell('reading').length && /\d/.test(pages)) {
    // A pages column without a reading column: the row's topic names what the pages cover.
    const first = pages
      .split(/;\s*(?=\()/)[0]!
      .replace(/\([^)]*\)/g, '')
      .replace(/;\s*$/, '');
    ctx.addReadings(`${topic || 'Assigned pages'}, pp. ${first.replace(/;/g, ',')}`, l, 'label');
  }
  return true;
}

export const pipeTable: Layout = {
  name: 'pipe table',
  read(l, ctx) {
    if (!l.cells) return null;
    const header = pipeHeader(l.cells);
    if (header) {
      ctx.columns = header;
      const readingHeader = l.cells[header.indexOf('reading')] ?? '';
      ctx.columnUnit = /chapter/i.test(readingHeader)
        ? 'Ch.'
        : /section/i.test(readingHeader)
          ? 'Sections'
          : null;
      return 'table header';
    }
    if (ctx.columns && columnRow(l, l.cells, ctx.columns, ctx)) return 'table row';
    return null;
  },
};
