/**
 * The horizontal rules of a ruled table, erased before OCR. Tesseract's single-block page mode finds
 * text lines by their dark pixels; a table's horizontal rule touching a row's letters joins that row
 * to the row above into one tall "line", which it then reads as a few letters of noise: a Word table's
 * screenshot lost its header row and first row that way (`Week | Day | Topic | Reading` read as
 * `IE   i`), and the merged week cells beside them. A rule is a run of dark pixels along one pixel row,
 * far longer than any letter's stroke (RULE_SPAN of the image's width, at least MIN_RULE_PX), and thin
 * (at most MAX_RULE_THICKNESS pixel rows stacked): it is painted white. A dark band with text inside
 * it (a table header shaded dark, white letters) is many rows thick and is left alone; so are the
 * vertical rules, which OCR reads as the `|` between two cells (cellRules.ts).
 */

/** A dark run this share of the image's width long is a rule (a word's stroke is a few characters). */
export const RULE_SPAN = 0.25;
/** ...and at least this many pixels long (a narrow image). */
export const MIN_RULE_PX = 40;
/** A rule is at most this many pixel rows thick; thicker dark runs are a shaded band. */
export const MAX_RULE_THICKNESS = 5;
/** A pixel darker than this (luminance 0-255) is ink. */
const DARK = 160;

interface Run {
  x0: number;
  x1: number;
}

const luminance = (d: Uint8ClampedArray, i: number) => 0.299 * d[i]! + 0.587 * d[i + 1]! + 0.114 * d[i + 2]!;

/** The long dark runs of one pixel row. */
function longRuns(d: Uint8ClampedArray, width: number, y: number, min: number): Run[] {
  const runs: Run[] = [];
  let x = 0;
  while (x < width) {
    if (luminance(d, (y * width + x) * 4) >= DARK) {
      x++;
      continue;
    }
    let end = x;
    while (end < width && luminance(d, (y * width + end) * 4) < DARK) end++;
    if (end - x >= min) runs.push({ x0: x, x1: end });
    x = end;
  }
  return runs;
}

const covers = (runs: Run[] | undefined, x: number) => (runs ?? []).some((r) => r.x0 <= x && x < r.x1);

/**
 * Paints the thin horizontal rules of RGBA pixels white, in place; returns how many runs it erased
 * (0: the image has no rule and can be read as it is).
 */
export function eraseHorizontalRules(data: Uint8ClampedArray, width: number, height: number): number {
  const min = Math.max(MIN_RULE_PX, Math.round(width * RULE_SPAN));
  const rows = Array.from({ length: height }, (_, y) => longRuns(data, width, y, min));
  let erased = 0;
  rows.forEach((runs, y) => {
    for (const run of runs) {
      const mid = (run.x0 + run.x1) >> 1;
      let top = y;
      while (top > 0 && covers(rows[top - 1], mid)) top--;
      let bottom = y;
      while (bottom < height - 1 && covers(rows[bottom + 1], mid)) bottom++;
      if (bottom - top + 1 > MAX_RULE_THICKNESS) continue;
      data.fill(255, (y * width + run.x0) * 4, (y * width + run.x1) * 4);
      erased++;
    }
  });
  return erased;
}
