/** Fixed-width table: a header line with Day / Topic / Reading columns (pandoc, PDF layout text). */
import { leadingDate } from '../dates';
import { isAdministrative } from '../signals';
import { tableCells } from '../table';
import type { PreparedLine } from '../prepare';
import type { Table } from '../table';
import type { Layout, LayoutContext } from './context';
import { gappedRowDateText } from './numbered-date-row';
import { datedHeading } from './dated-heading';
import { numericDateLeftOf, numericDateOfRow } from './numeric-date-cell';
import { isTopicCell } from './topic-in-reading-column';

export const fixedWidthTable: Layout = {
  name: 'fixed-width table',
  read(l, ctx) {
    const table = ctx.fixedTable;
    if (!table) return null;
    const cells = tableCells(l.raw, table);
    const cell0 = cells.get('date');
    // "Tues   08-22": a month-day date cell under the Date header, not a page range.
    const dateColumn = table.columns.findIndex((c) => c.kind === 'date');
    const next = table.columns[dateColumn + 1];
    const left = dateColumn >= 0 && next ? numericDateLeftOf(l.raw, next.start) : null;
    const readingStart = table.columns.find((c) => c.kind === 'reading')?.start ?? l.raw.length;
    // `  3.   M   8/27:  Projectile Motion`: a numbered row's date where the header names no Date column.
    const numbered = dateColumn < 0 ? gappedRowDateText(l.raw, readingStart) : null;
    if (numbered && datedHeading.readText(l, numbered, ctx)) {
      addReadingCell(cells.get('reading'), l, ctx, table);
      return 'fixed-width table';
    }
    const date =
      (cell0 && numericDateOfRow(l.raw, cell0)) ?? (cell0 && leadingDate(cell0) ? cell0 : (left ?? cell0));
    // "1   M Jan 7": the week number stands before the first row's date in the same column.
    const weekFirst = date ? /^\d{1,2}\s+(?=\D)/.exec(date) : null;
    if (
      date &&
      (datedHeading.readText(l, date, ctx) ||
        (weekFirst !== null && datedHeading.readText(l, date.slice(weekFirst[0].length), ctx)))
    ) {
      const topic = cells.get('topic');
      if (topic && ctx.current) ctx.addContent(topic, l);
    } else if (cells.get('topic') && ctx.current) {
      ctx.current.topics.push(cells.get('topic')!);
    }
    addReadingCell(cells.get('reading'), l, ctx, table);
    return 'fixed-width table';
  },
};

/** The row's reading cell: a reading (joined to the one above when it wraps), or the day's topic. */
function addReadingCell(cell: string | undefined, l: PreparedLine, ctx: LayoutContext, table: Table): void {
  // "Readings (Chap.)" over "2": the header says what the bare number is (as in the pipe table).
  const reading =
    cell && table.unit && /^\d{1,2}(?:\s*[-,&]\s*\d{1,2})*$/.test(cell) ? `${table.unit} ${cell}` : cell;
  // No topic column: a reading cell that only names the day's topic is the topic.
  const topicOnly =
    reading !== undefined && !table.columns.some((c) => c.kind === 'topic') && isTopicCell(reading);
  if (topicOnly && ctx.current) ctx.current.topics.push(reading);
  else if (reading && ctx.current && !isAdministrative(reading)) {
    const prev = ctx.current.readings[ctx.current.readings.length - 1];
    if (
      prev &&
      prev.line === l.line - 1 &&
      (/^[a-z]/.test(reading) || /[;,&]$|\b(?:for|of|and|the|to)$/.test(prev.title))
    ) {
      prev.title = `${prev.title} ${reading}`;
    } else {
      ctx.addReadings(reading, l, 'label');
      const last = ctx.current.readings[ctx.current.readings.length - 1];
      if (last) last.line = l.line;
    }
  }
}
