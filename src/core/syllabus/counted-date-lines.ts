/**
 * A schedule whose date column also carries the class's running number (`#1: 25 January |`, `#2: 1 February`
 * alone on a line, `#3 9/14<TAB>Topic`): the number before a date is dropped, so the line reads as the dated
 * row or dated line it is in every paste style (pipe cells, TAB cells, a cell a line). Only a first cell that
 * is a counter and a date alone is rewritten (`counted-date-cell.ts`); other lines are returned as they are.
 */
import { countedDateCell } from './counted-date-cell';

/** `#1: 25 January`, then the rest of the line from its first cell break (a pipe or a TAB) on. */
const FIRST_CELL = /^(\s*)([^|\t]{3,40})(.*)$/s;

function withoutCounter(text: string): string {
  // Most lines open with no digit or '#': the counter needs one.
  if (!/^\s*[#\d]/.test(text)) return text;
  const m = FIRST_CELL.exec(text);
  if (!m) return text;
  const [, indent, cell, rest] = m;
  const counted = countedDateCell(cell!);
  if (!counted) return text;
  const gap = /\s*$/.exec(cell!)![0];
  return `${indent}${counted.date}${gap}${rest}`;
}

export function countedDateLines(texts: string[]): string[] {
  let changed = false;
  const out = texts.map((t) => {
    const r = withoutCounter(t);
    if (r !== t) changed = true;
    return r;
  });
  return changed ? out : texts;
}
