/** Fixed-width table: a header line with Day / Topic / Reading columns (pandoc, PDF layout text). */
import { isAdministrative } from '../signals';
import { tableCells } from '../table';
import type { Layout } from './context';
import { datedHeading } from './dated-heading';

export const fixedWidthTable: Layout = {
  name: 'fixed-width table',
  read(l, ctx) {
    const table = ctx.fixedTable;
    if (!table) return null;
    const cells = tableCells(l.raw, table);
    const date = cells.get('date');
    if (date && datedHeading.readText(l, date, ctx)) {
      const topic = cells.get('topic');
      if (topic && ctx.current) ctx.addContent(topic, l);
    } else if (cells.get('topic') && ctx.current) {
      ctx.current.topics.push(cells.get('topic')!);
    }
    const reading = cells.get('reading');
    if (reading && ctx.current && !isAdministrative(reading)) {
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
    return 'fixed-width table';
  },
};
