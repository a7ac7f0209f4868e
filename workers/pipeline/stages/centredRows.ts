/**
 * Table rows whose cells are centred vertically. A Word table may centre every cell in its row: the
 * short cells (a week number, a date) then sit on a baseline halfway down the row's tall cell (a list
 * of readings), so read line by line the row's first readings come out before its week and date, and
 * its last ones after them, as if they belonged to the row below. No column start is shared either
 * (a centred cell's text starts where its width puts it), so tableRows.ts finds no table.
 *
 * Here a header line of three or more cells gives the columns (each item goes to the column whose
 * span holds its middle: the boundary between two columns lies halfway between their header cells).
 * Each block of first-column text below it (the row's anchor) is the middle of its row: the row begins
 * at the first line below the row above and ends as far below the anchor as it began above it. The
 * rows are taken only when that holds for every row — the row's last line lies where centring puts it,
 * and the gap to the next row is wider than a line pitch — and when at least one row reaches above and
 * below its anchor (a table whose rows are one line each, or whose cells are set at the top, is left to
 * tableRows.ts). A cell's lines are joined; a gap wider than a line pitch between two of them (the
 * spacing after a paragraph: one bullet of a list after another) is kept as the entry break `<br>`.
 */

/** A text item: where it starts, its width and its baseline (PDF user space, y up). */
export interface PlacedItem {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** One printed line: its baseline, font size, items and the cells lines.ts cut it into. */
export interface PrintedLine<T extends PlacedItem> {
  baseline: number;
  size: number;
  items: T[];
  chunks: Array<{ x: number; x1: number; text: string }>;
}

/** A rebuilt row: the printed lines it covers and its cells' text, left to right. */
export interface CentredRow {
  lines: number[];
  cells: string[];
}

/** A header has at least this many cells. */
const MIN_COLUMNS = 3;
/** A header cell has at most this many words. */
const MAX_HEADER_WORDS = 6;
/** Lines further apart than this many font sizes are not one table. */
const MAX_PITCH = 5;
/** A row's middle lies within this many line pitches of its anchor's. */
const ROW_CENTRING = 0.75;
/** A gap wider than this many line pitches parts two rows, or two paragraphs of a cell. */
const PARAGRAPH_GAP = 1.12;
/** Items whose baselines lie within this many font sizes are one line of a cell. */
const SAME_LINE = 0.3;

const middle = (it: PlacedItem) => it.x + it.width / 2;
/** A line's highest and lowest item baselines (two cells' lines close together print as one line). */
const topOf = (l: PrintedLine<PlacedItem>) => Math.max(...l.items.map((it) => it.y), l.baseline);
const bottomOf = (l: PrintedLine<PlacedItem>) => Math.min(...l.items.map((it) => it.y), l.baseline);
/** The items that show text (pdf.js gives spaces as items of their own). */
const shown = <T extends PlacedItem>(items: T[]) => items.filter((it) => it.str.trim() !== '');

/** A header line: three or more cells of a few words, each opening with a letter, none with a digit. */
function isHeader(line: PrintedLine<PlacedItem>): boolean {
  return (
    line.chunks.length >= MIN_COLUMNS &&
    line.chunks.every(
      (c) => /^\p{L}/u.test(c.text) && !/\d/.test(c.text) && c.text.split(/\s+/).length <= MAX_HEADER_WORDS,
    )
  );
}

/** The column boundaries: halfway between each two header cells. */
const boundariesOf = (header: PrintedLine<PlacedItem>) =>
  header.chunks.slice(1).map((c, k) => (header.chunks[k]!.x1 + c.x) / 2);

const columnOf = (it: PlacedItem, bounds: number[]) => bounds.filter((b) => middle(it) > b).length;

/** The body lines under a header: each within MAX_PITCH font sizes of the one above. */
function bodyOf(lines: PrintedLine<PlacedItem>[], header: number): number[] {
  const body: number[] = [];
  for (let i = header + 1; i < lines.length; i++) {
    const above = lines[i - 1]!;
    if (above.baseline - lines[i]!.baseline > MAX_PITCH * Math.max(above.size, lines[i]!.size)) break;
    body.push(i);
  }
  return body;
}

/** The smallest distance between two lines of one column: the line pitch. */
function linePitchOf(items: PlacedItem[], bounds: number[], size: number): number {
  let pitch = Number.POSITIVE_INFINITY;
  const lastY = new Map<number, number>();
  for (const it of [...items].sort((a, b) => b.y - a.y)) {
    const k = columnOf(it, bounds);
    const above = lastY.get(k);
    if (above !== undefined && above - it.y > SAME_LINE * size) pitch = Math.min(pitch, above - it.y);
    lastY.set(k, it.y);
  }
  return pitch;
}

/** First-column text blocks (top and bottom baselines): lines no more than a line pitch apart. */
function anchorsOf(items: PlacedItem[], pitch: number): Array<{ top: number; bottom: number }> {
  const blocks: Array<{ top: number; bottom: number }> = [];
  for (const y of [...new Set(items.map((it) => it.y))].sort((a, b) => b - a)) {
    const last = blocks.at(-1);
    if (last && last.bottom - y <= PARAGRAPH_GAP * pitch) last.bottom = y;
    else blocks.push({ top: y, bottom: y });
  }
  return blocks;
}

/** The body index of the widest gap between two lines from line `from` down to line `to`. */
function widestGap(lines: PrintedLine<PlacedItem>[], body: number[], from: number, to: number): number {
  let at = from;
  let widest = Number.NEGATIVE_INFINITY;
  for (let k = from; k < to; k++) {
    const gap = lines[body[k]!]!.baseline - lines[body[k + 1]!]!.baseline;
    if (gap > widest) [at, widest] = [k, gap];
  }
  return at;
}

/** The last body index of the table's last row: as far below its anchor as it begins above it. */
function lastRowEnd(
  lines: PrintedLine<PlacedItem>[],
  body: number[],
  start: number,
  centre: number,
  pitch: number,
) {
  const bottom = 2 * centre - lines[body[start]!]!.baseline - pitch;
  let end = start;
  while (end + 1 < body.length) {
    const y = lines[body[end + 1]!]!.baseline;
    const wrapped = lines[body[end]!]!.baseline - y <= PARAGRAPH_GAP * pitch;
    if (y < bottom && !wrapped) break;
    end++;
  }
  return end;
}

/** The rows of a table under `header`, as lists of line indices, or null when they are not centred. */
function centredRowLines(lines: PrintedLine<PlacedItem>[], header: number, bounds: number[]) {
  const body = bodyOf(lines, header);
  const items = body.flatMap((i) => lines[i]!.items);
  const size = Math.max(...body.map((i) => lines[i]!.size), 1);
  const pitch = linePitchOf(items, bounds, size);
  const anchors = anchorsOf(
    items.filter((it) => columnOf(it, bounds) === 0),
    pitch,
  );
  if (anchors.length < 2 || !Number.isFinite(pitch)) return null;
  // The body index of the line holding a baseline.
  const indexAt = (y: number) => body.findIndex((i) => lines[i]!.items.some((it) => it.y === y));
  const rows: number[][] = [];
  let start = 0;
  let reaches = false;
  for (const [a, anchor] of anchors.entries()) {
    const below = anchors[a + 1];
    const centre = (anchor.top + anchor.bottom) / 2;
    const end = below
      ? widestGap(lines, body, indexAt(anchor.bottom), indexAt(below.top))
      : lastRowEnd(lines, body, start, centre, pitch);
    if (end < start) return null;
    const top = topOf(lines[body[start]!]!);
    const last = bottomOf(lines[body[end]!]!);
    const gap = below ? last - topOf(lines[body[end + 1]!]!) : Number.POSITIVE_INFINITY;
    // The row is centred on its anchor, and a row gap parts it from the next.
    if (Math.abs((top + last) / 2 - centre) > ROW_CENTRING * pitch) return null;
    if (gap <= PARAGRAPH_GAP * pitch) return null;
    if (top - anchor.top > 0.5 * size && anchor.bottom - last > 0.5 * size) reaches = true;
    rows.push(body.slice(start, end + 1));
    start = end + 1;
  }
  return reaches ? rows : null;
}

/** A cell's items grouped into lines, top to bottom, each line's items left to right. */
function cellLines<T extends PlacedItem>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (const it of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = out.at(-1);
    if (line && line[0]!.y - it.y <= SAME_LINE * size) line.push(it);
    else out.push([it]);
  }
  return out.map((l) => l.sort((a, b) => a.x - b.x));
}

/** A cell's text: its lines joined, an entry break where a paragraph gap lies between two. */
function cellText<T extends PlacedItem>(
  items: T[],
  size: number,
  pitch: number,
  lineText: (items: T[]) => string,
): string {
  let text = '';
  let above = Number.POSITIVE_INFINITY;
  for (const line of cellLines(items, size)) {
    const s = lineText(line).trim();
    const y = line[0]!.y;
    if (!s) continue;
    if (!text) text = s;
    else if (above - y > PARAGRAPH_GAP * pitch) text += ` <br> ${s}`;
    else text += text.endsWith('-') || text.endsWith('/') ? s : ` ${s}`;
    above = y;
  }
  return text;
}

/**
 * The page's tables whose rows are centred on their first column, top to bottom, each as its rows of
 * cells (the header line a row of its own). `lineText` gives one printed line of a cell (its items).
 */
export function centredRows<T extends PlacedItem>(
  page: PrintedLine<T>[],
  lineText: (items: T[]) => string,
): CentredRow[][] {
  const lines = page.map((l) => ({ ...l, items: shown(l.items) }));
  const out: CentredRow[][] = [];
  for (let h = 0; h < lines.length; h++) {
    const header = lines[h]!;
    if (!isHeader(header)) continue;
    const bounds = boundariesOf(header);
    const rows = centredRowLines(lines, h, bounds);
    if (!rows) continue;
    const items = rows.flatMap((r) => r.flatMap((i) => lines[i]!.items));
    const size = Math.max(...rows.flat().map((i) => lines[i]!.size));
    const pitch = linePitchOf(items, bounds, size);
    const table: CentredRow[] = [{ lines: [h], cells: header.chunks.map((c) => c.text) }];
    for (const row of rows) {
      const own = row.flatMap((i) => lines[i]!.items);
      const cells = header.chunks.map((_, k) =>
        cellText(
          own.filter((it) => columnOf(it, bounds) === k),
          size,
          pitch,
          lineText,
        ),
      );
      table.push({ lines: row, cells });
    }
    out.push(table);
    h = rows.at(-1)!.at(-1)!;
  }
  return out;
}
