/**
 * List bullets drawn as shapes. A browser's print to PDF (Chromium, and the documents made with it)
 * draws a list's discs and squares as small filled paths, not as text: the text layer then holds
 * each item as a bare indented line, and two items, the first long enough to reach the margin, read
 * as one wrapped paragraph. The page's drawing operators give the marks back: a small filled path,
 * about as wide as it is tall, just left of the first text of a line, marks that line as a list item
 * (`• ` is put before its text).
 */
import type { PositionedItem } from './lines';

/** A pdf.js transform [a, b, c, d, e, f]. */
type Matrix = number[];

/** pdf.js operator codes used here (OPS of pdfjs-dist; stable across versions 3-5). */
export interface MarkOps {
  save: number;
  restore: number;
  transform: number;
  constructPath: number;
  fills: number[];
}

/** A small filled shape on the page, in PDF user space (y up). */
export interface Mark {
  cx: number;
  cy: number;
  size: number;
}

/** A mark wider than this share of the text's font size is not a bullet. */
const MAX_MARK_EM = 0.6;
/** The item's text starts within this many font sizes right of the mark. */
const MAX_GAP_EM = 2.5;

function multiply(m: Matrix, n: Matrix): Matrix {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
  const [p = 1, q = 0, r = 0, s = 1, t = 0, u = 0] = n;
  return [a * p + c * q, b * p + d * q, a * r + c * s, b * r + d * s, a * t + c * u + e, b * t + d * u + f];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = m;
  return [a * x + c * y + e, b * x + d * y + f];
}

/** The small, nearly square filled paths of a page's operator list, in user space. */
export function filledMarks(fnArray: number[], argsArray: unknown[][], ops: MarkOps): Mark[] {
  const marks: Mark[] = [];
  const stack: Matrix[] = [];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  for (const [i, fn] of fnArray.entries()) {
    const args = argsArray[i] ?? [];
    if (fn === ops.save) stack.push(ctm);
    else if (fn === ops.restore) ctm = stack.pop() ?? ctm;
    else if (fn === ops.transform) ctm = multiply(ctm, args as number[]);
    else if (fn === ops.constructPath && ops.fills.includes(args[0] as number)) {
      const box = args[2] as ArrayLike<number> | null | undefined;
      if (!box || box.length < 4) continue;
      const [x0, y0] = apply(ctm, box[0]!, box[1]!);
      const [x1, y1] = apply(ctm, box[2]!, box[3]!);
      const w = Math.abs(x1 - x0);
      const h = Math.abs(y1 - y0);
      if (w > 0 && h > 0 && Math.abs(w - h) <= 0.25 * Math.max(w, h)) {
        marks.push({ cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, size: Math.max(w, h) });
      }
    }
  }
  return marks;
}

const fontOf = (it: PositionedItem) => Math.max(it.fontSize ?? 0, it.height, 1);

/**
 * The items with `• ` put before each text item that a mark stands just left of: the nearest item
 * to the right of the mark on its line, the mark small against that item's font size.
 */
export function markListItems(items: PositionedItem[], marks: Mark[]): PositionedItem[] {
  const marked = new Set<PositionedItem>();
  for (const m of marks) {
    let best: PositionedItem | undefined;
    for (const it of items) {
      const size = fontOf(it);
      if (!it.str.trim() || m.size > MAX_MARK_EM * size) continue;
      const gap = it.x - m.cx;
      // The mark sits between the baseline and the top of the item's first letters.
      const rise = m.cy - it.y;
      if (gap <= 0 || gap > MAX_GAP_EM * size || rise < -0.2 * size || rise > 0.9 * size) continue;
      if (!best || it.x < best.x) best = it;
    }
    if (best) marked.add(best);
  }
  return items.map((it) => (marked.has(it) ? { ...it, str: `• ${it.str.trimStart()}` } : it));
}

/**
 * True when a page has the shape of a list drawn without bullet glyphs: two or more lines start
 * indented from the page's text edge by at least most of a font size. A page of flush lines (a table,
 * prose) skips reading its drawing operators.
 */
export function mayHaveDrawnBullets(items: PositionedItem[]): boolean {
  const text = items.filter((it) => it.str.trim());
  if (text.length === 0) return false;
  const starts = new Map<number, PositionedItem>();
  for (const it of text) {
    const key = Math.round(it.y);
    const first = starts.get(key);
    if (!first || it.x < first.x) starts.set(key, it);
  }
  const left = Math.min(...[...starts.values()].map((it) => it.x));
  let indented = 0;
  for (const it of starts.values()) if (it.x - left >= 0.8 * fontOf(it) && ++indented >= 2) return true;
  return false;
}

/** Indented pages read for drawn bullets, none found, before a document's later pages are not. */
export const BULLET_PROBE_PAGES = 1;

/**
 * Reading a page's drawing operators costs about as much again as its text (the dev PDFs' extractText
 * went from 52-90 to 100-204 ms with every indented page read). A document whose first indented page
 * shows no drawn bullet sets its lists with bullet glyphs or none (no corpus PDF shows its first drawn
 * bullet later), so its later pages are not read for them; one page with drawn bullets keeps every later
 * indented page read.
 */
export function createBulletProbe() {
  let misses = 0;
  let found = false;
  return {
    /** Whether this page's drawing operators are worth reading. */
    wanted: (items: PositionedItem[]) => (found || misses < BULLET_PROBE_PAGES) && mayHaveDrawnBullets(items),
    /** What reading them gave: whether any item got its bullet back. */
    saw(bullets: boolean) {
      if (bullets) found = true;
      else misses++;
    },
  };
}
