/**
 * A page set in two text columns (LaTeX `multicol`, a two-column class, a word processor's column
 * section). Its lines of the left and right columns share baselines, so read line by line each printed
 * line holds half a sentence of one column, a gap, and half a sentence of the other; a gap of a few
 * font sizes also looks like a table's column gap, and the table rebuild (tableRows.ts) then makes
 * pipe rows of them. Here such a page is told from a table by three things a table lacks:
 *
 * - the gutter: an x range at least a font size wide that no text item reaches into over the
 *   whole page (a page number or a list number aside), with at least MIN_SIDE_SHARE of the page's
 *   characters on each side, MIN_ROWS lines or more on each, side by side over at least half the
 *   shorter side's height (lines a column apart interleave when read line by line);
 * - reading order: the text layer gives the left column's items before the right column's (at most
 *   MAX_SIDE_RUNS runs of one side in the item order), where a table gives its cells row by row,
 *   alternating sides on every row;
 * - filled lines: the left column's lines are prose set to the column's width - at least
 *   MIN_FILLED_SHARE of them end within FILL_SLACK font sizes of the widest - where a table's left
 *   cells end where their short text does.
 *
 * The page is then read as its left column and then its right column, each with its own left edge (the
 * gutter's right edge for the right column).
 */

import type { TextLine } from '../../../src/core/model';
import { mergeItemsIntoLines, type PositionedItem, type ToView } from './lines';

/** A text item's horizontal extent and text (PDF user space). */
export interface ColumnItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
  fontSize?: number;
}

/** The gutter is at least this many font sizes wide (a word space is a third of one). */
const GUTTER = 0.4;
/** Each side holds at least this share of the page's visible characters. */
const MIN_SIDE_SHARE = 0.15;
/** Lines on each side, at least. */
const MIN_ROWS = 5;
/** The sides' heights overlap by at least this share of the shorter one. */
const MIN_OVERLAP = 0.5;
/** Runs of one side in the text layer's item order, at most. */
const MAX_SIDE_RUNS = 3;
/** Share of the left column's lines that reach the column's right edge. */
const MIN_FILLED_SHARE = 0.4;
/** A filled line ends within this many font sizes of the column's right edge. */
const FILL_SLACK = 1.5;
/** An item this short (a page number) may stand in the gutter. */
const MAX_FURNITURE_CHARS = 4;

const visible = (it: ColumnItem) => it.str.replace(/\s/g, '').length;
const sizeOf = (it: ColumnItem) => Math.max(it.height, it.fontSize ?? 0, 1);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The widest x range between items' extents (the union of [x, x + width]) and its edges. */
export function widestGap(items: ColumnItem[]): { x0: number; x1: number } | null {
  const spans = items.map((it) => [it.x, it.x + it.width] as const).sort((a, b) => a[0] - b[0]);
  let best: { x0: number; x1: number } | null = null;
  let end = spans[0]?.[1] ?? 0;
  for (const [a, b] of spans.slice(1)) {
    if (a > end && (!best || a - end > best.x1 - best.x0)) best = { x0: end, x1: a };
    end = Math.max(end, b);
  }
  return best;
}

/** How many runs of one side the item order makes (left, right, left again: 3). */
export function sideRuns(sides: boolean[]): number {
  return sides.reduce((n, side, i) => (i === 0 || side !== sides[i - 1] ? n + 1 : n), 0);
}

/** Baselines (rounded to half a font size) of a set of items. */
const baselines = (items: ColumnItem[], size: number) =>
  new Set(items.map((it) => Math.round(it.y / (size / 2))));

/** How much of the shorter side's height (first to last baseline) the other side's spans. */
export function heightOverlap(a: ColumnItem[], b: ColumnItem[]): number {
  const span = (list: ColumnItem[]) => [
    Math.min(...list.map((it) => it.y)),
    Math.max(...list.map((it) => it.y)),
  ];
  const [a0 = 0, a1 = 0] = span(a);
  const [b0 = 0, b1 = 0] = span(b);
  const shorter = Math.min(a1 - a0, b1 - b0);
  return shorter > 0 ? Math.max(0, Math.min(a1, b1) - Math.max(a0, b0)) / shorter : 0;
}

/** Share of the rows of `items` (one row per baseline) whose right end lies within slack of the widest. */
export function filledShare(items: ColumnItem[], slack: number): number {
  const ends = new Map<number, number>();
  for (const it of items) ends.set(it.y, Math.max(ends.get(it.y) ?? 0, it.x + it.width));
  const all = [...ends.values()].sort((a, b) => a - b);
  // The column's right edge: most lines' ends, not one line running into the gutter.
  const right = all[Math.floor(0.8 * (all.length - 1))] ?? 0;
  return all.length ? all.filter((e) => e >= right - slack).length / all.length : 0;
}

/**
 * The page's items split into its left and right text columns (in the text layer's order), or null
 * when the page is not set in two columns.
 */
export function splitTextColumns<T extends ColumnItem>(
  items: T[],
): { left: T[]; right: T[]; rightEdge: number } | null {
  const shown = items.filter((it) => visible(it) > 0);
  const body = shown.filter((it) => visible(it) > MAX_FURNITURE_CHARS || !/^\W*\d+\W*$/.test(it.str.trim()));
  if (body.length < 2 * MIN_ROWS) return null;
  const size = median(body.map(sizeOf));
  const gap = widestGap(body);
  if (!gap || gap.x1 - gap.x0 < GUTTER * size) return null;
  const isLeft = (it: ColumnItem) => it.x + it.width <= gap.x0 + 0.01;
  const left = body.filter(isLeft);
  const right = body.filter((it) => !isLeft(it));
  const chars = (list: ColumnItem[]) => list.reduce((n, it) => n + visible(it), 0);
  const total = chars(body);
  if (chars(left) < MIN_SIDE_SHARE * total || chars(right) < MIN_SIDE_SHARE * total) return null;
  if (baselines(left, size).size < MIN_ROWS || baselines(right, size).size < MIN_ROWS) return null;
  if (heightOverlap(left, right) < MIN_OVERLAP) return null;
  if (sideRuns(body.map(isLeft)) > MAX_SIDE_RUNS) return null;
  if (filledShare(left, FILL_SLACK * size) < MIN_FILLED_SHARE) return null;
  const middle = (gap.x0 + gap.x1) / 2;
  const bottom = Math.min(...body.map((it) => it.y));
  const top = Math.max(...body.map((it) => it.y));
  // A page number below (above) the columns is read after (before) them; other items go by their middle.
  const onLeft = (it: T) => (it.y < bottom ? false : it.y > top ? true : it.x + it.width / 2 < middle);
  return { left: items.filter(onLeft), right: items.filter((it) => !onLeft(it)), rightEdge: gap.x1 };
}

/** A page's lines, read as its two text columns one after the other when it is set in two. */
export function mergeColumnLines(
  items: PositionedItem[],
  page: number,
  toView: ToView,
  leftFor: (pageLeft: number) => number,
): { lines: TextLine[]; text: string; pageLeft: number } {
  const columns = splitTextColumns(items);
  if (!columns) return mergeItemsIntoLines(items, page, toView, leftFor);
  const left = mergeItemsIntoLines(columns.left, page, toView, leftFor);
  // The right column's indentation is counted from its own left edge (not from a page number below it).
  const right = mergeItemsIntoLines(columns.right, page, toView, () => columns.rightEdge);
  const lines = [...left.lines, ...right.lines.map((l, i) => ({ ...l, line: left.lines.length + i + 1 }))];
  return { lines, text: lines.map((l) => l.text).join('\n'), pageLeft: left.pageLeft };
}
