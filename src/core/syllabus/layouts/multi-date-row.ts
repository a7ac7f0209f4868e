/**
 * An HTML table whose spanning week cell put several classes on one pipe line (`| 8/25 - 8/29 | 8/25 |
 * Lecture 1: ... | none | 8/26 | Recitation 1 | ... | 8/27 | Lecture 2: ... [SM] 8.1 |`): the line is cut
 * before each bare `m/d` date cell after the first, so each class is a row of its own with its date. Only
 * a long row (eight cells or more) whose date cells run forward a few days apart is cut: a table with a
 * due-date column keeps its rows.
 */
const DATE_CELL = /^(\d{1,2})\/(\d{1,2})$/;
const MIN_CELLS = 8;
const MAX_GAP = 3;

/** Month and day as a rough day count (enough to see dates run forward a few days apart). */
function dayOf(cell: string): number | null {
  const m = DATE_CELL.exec(cell.trim());
  return m ? Number(m[1]) * 31 + Number(m[2]) : null;
}

export function splitMultiDateRow(raw: string): string[] | null {
  if (!raw.trimStart().startsWith('|')) return null;
  const cells = raw.split('|');
  if (cells.length < MIN_CELLS + 1) return null;
  const at: number[] = [];
  let last: number | null = null;
  for (let i = 1; i < cells.length; i++) {
    const day = dayOf(cells[i]!);
    if (day === null) continue;
    if (last !== null && (day <= last || day - last > MAX_GAP)) return null;
    at.push(i);
    last = day;
  }
  if (at.length < 2) return null;
  const starts = [1, ...at.slice(1)];
  return starts.map((from, k) => {
    const to = starts[k + 1] ?? cells.length;
    return `|${cells.slice(from, to).join('|')}|`.replace(/\|\|$/, '|');
  });
}
